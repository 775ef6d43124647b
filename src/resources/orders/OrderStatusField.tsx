/** The order line's status, coloured by the state machine's table: the status column's `field`. */
import { useRecordContext, useTranslate } from 'react-admin';
import { ORDER_STATUS_COLORS, isOrderStatus } from '../../domain/orderStatus';
import type { OrderLine } from '../../domain/types/profit';
import { StatusChip } from '../../layout/StatusChip';

export function OrderStatusField() {
  const record = useRecordContext<OrderLine & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const status = record.status;
  if (!isOrderStatus(status)) return <>{status}</>;
  return <StatusChip label={translate(`resources.orders.statusNames.${status}`)} tone={ORDER_STATUS_COLORS[status]} />;
}
