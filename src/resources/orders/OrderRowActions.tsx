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
import { canChangeOrders } from '../../domain/profitAccess';
import type { OrderLine } from '../../domain/types/profit';
import { OrderStatusDialog } from './OrderStatusDialog';
import { linkTo } from '../../layout/descriptor';
import { orders } from '.';
import { useRoles } from '../../layout/useRoles';

export function OrderRowActions() {
  const record = useRecordContext<OrderLine & { id: string }>();
  const translate = useTranslate();
  const [action, setAction] = useState<OrderAction | null>(null);
  if (!record) return null;
  const orderKey = record.orderId?._id;

  return (
    <>
      <RowMenuButton
        label={translate('resources.orders.rowActions', { orderid: record.orderId?.orderid ?? '' })}
        menu={(menu) => <OrderMenu {...menu} record={record} onAction={setAction} />}
      />
      {action ? (
        <OrderStatusDialog orderId={orderKey} orderNumber={record.orderId?.orderid ?? ''} action={action} onClose={() => setAction(null)} />
      ) : null}
    </>
  );
}

/** The opened menu: the order's pages, then the status actions the state machine allows. */
function OrderMenu({ record, onAction, ...menu }: RowMenuProps & { record: OrderLine; onAction: (action: OrderAction) => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const roles = useRoles();
  const orderKey = record.orderId?._id;
  const linksDisabled = orderLinksDisabled(record.status) || !orderKey;
  const actions = canChangeOrders(roles) ? orderActionMenu(record.status) : [];
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
