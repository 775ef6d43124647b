/**
 * The order line's actions menu: Order Details and Get bill (disabled for a cancelled line), then
 * the three status actions, each disabled unless the state machine allows it (writeOrders only).
 */
import { useState, type MouseEvent } from 'react';
import { IconButton, ListItemText, MenuItem } from '@mui/material';
import { RowMenu } from '../../layout/RowMenu';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useNavigate } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { orderActionMenu, orderLinksDisabled, type OrderAction } from '../../domain/orderStatus';
import { canChangeOrders } from '../../domain/profitAccess';
import type { OrderLine } from '../../domain/types/profit';
import { OrderStatusDialog } from './OrderStatusDialog';
import { linkTo } from '../descriptor';
import { orders } from '.';
import { useRoles } from '../../layout/useRoles';

export function OrderRowActions() {
  const record = useRecordContext<OrderLine & { id: string }>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const roles = useRoles();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [action, setAction] = useState<OrderAction | null>(null);
  if (!record) return null;

  const orderKey = record.orderId?._id;
  const linksDisabled = orderLinksDisabled(record.status) || !orderKey;
  const actions = canChangeOrders(roles) ? orderActionMenu(record.status) : [];
  const open = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    setAnchor(event.currentTarget);
  };
  const go = (screen: 'show' | 'invoice') => {
    setAnchor(null);
    navigate(linkTo(orders, screen, orderKey));
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('profit.orders.rowActions', { orderid: record.orderId?.orderid ?? '' })}
        aria-haspopup="menu"
        onClick={open}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <RowMenu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled={linksDisabled} onClick={() => go('show')}>
          <ListItemText>{translate('profit.orders.orderDetails')}</ListItemText>
        </MenuItem>
        <MenuItem disabled={linksDisabled} onClick={() => go('invoice')}>
          <ListItemText>{translate('profit.orders.getBill')}</ListItemText>
        </MenuItem>
        {actions.map(({ action: item, enabled }) => (
          <MenuItem
            key={item}
            disabled={!enabled}
            onClick={() => {
              setAnchor(null);
              setAction(item);
            }}
          >
            <ListItemText>{translate(`profit.orders.actionNames.${item}`)}</ListItemText>
          </MenuItem>
        ))}
      </RowMenu>
      {action ? (
        <OrderStatusDialog orderId={orderKey} orderNumber={record.orderId?.orderid ?? ''} action={action} onClose={() => setAction(null)} />
      ) : null}
    </>
  );
}
