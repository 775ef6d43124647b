/**
 * The order line's actions menu: Order Details and Get bill (disabled for a cancelled line), then
 * the three status actions, each disabled unless the state machine allows it (writeOrders only).
 */
import { useState } from 'react';
import { ListItemText, MenuItem } from '@mui/material';
import { RowMenu, RowMenuButton, type RowMenuProps } from '../../layout/RowMenu';
import { useNavigate } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { orderActionMenu, orderLinksDisabled, type OrderAction } from '../../domain/orderStatus';
import type { OrderLine } from '../../domain/types/profit';
import { OrderStatusDialog } from './OrderStatusDialog';
import { linkTo } from '../../layout/descriptor';
import { orders } from '.';

/** `mayChange`: the list's canAccess edit of orders (writeOrders), asked once for the list. */
export function OrderRowActions({ mayChange }: { mayChange: boolean }) {
  const record = useRecordContext<OrderLine & { id: string }>();
  const translate = useTranslate();
  const [action, setAction] = useState<OrderAction | null>(null);
  if (!record) return null;
  const orderKey = record.orderId?._id;

  return (
    <>
      <RowMenuButton
        label={translate('resources.orders.rowActions', { orderid: record.orderId?.orderid ?? '' })}
        menu={(menu) => <OrderMenu {...menu} record={record} mayChange={mayChange} onAction={setAction} />}
      />
      {action ? (
        <OrderStatusDialog orderId={orderKey} orderNumber={record.orderId?.orderid ?? ''} action={action} onClose={() => setAction(null)} />
      ) : null}
    </>
  );
}

/** The opened menu: the order's pages, then the status actions the state machine allows. */
function OrderMenu({
  record,
  mayChange,
  onAction,
  ...menu
}: RowMenuProps & { record: OrderLine; mayChange: boolean; onAction: (action: OrderAction) => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const orderKey = record.orderId?._id;
  const linksDisabled = orderLinksDisabled(record.status) || !orderKey;
  const actions = mayChange ? orderActionMenu(record.status) : [];
  const go = (screen: 'show' | 'invoice') => {
    menu.onClose();
    navigate(linkTo(orders, screen, orderKey));
  };

  return (
    <RowMenu {...menu}>
      <MenuItem disabled={linksDisabled} onClick={() => go('show')}>
        <ListItemText>{translate('resources.orders.orderDetails')}</ListItemText>
      </MenuItem>
      <MenuItem disabled={linksDisabled} onClick={() => go('invoice')}>
        <ListItemText>{translate('resources.orders.getBill')}</ListItemText>
      </MenuItem>
      {actions.map(({ action: item, enabled }) => (
        <MenuItem
          key={item}
          disabled={!enabled}
          onClick={() => {
            menu.onClose();
            onAction(item);
          }}
        >
          <ListItemText>{translate(`resources.orders.actionNames.${item}`)}</ListItemText>
        </MenuItem>
      ))}
    </RowMenu>
  );
}
