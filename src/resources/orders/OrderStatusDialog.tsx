/**
 * Ship, deliver or cancel an order (PUT api/admin/updateOrders). The dialog loads the order and
 * lists the items the action moves (src/domain/orderStatus linesForAction): shipping asks a track
 * number for each of them, cancelling asks a reason.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  REASON_MAX,
  TRACK_NUMBER_MAX,
  actionNeedsReason,
  actionNeedsTrackNumbers,
  lineAfterAction,
  linesForAction,
  type OrderAction,
} from '../../domain/orderStatus';
import { useShopAction } from '../../layout/useShopAction';
import { useLoaded } from '../../layout/useLoaded';
import { useServerText } from '../../i18n/useServerText';
import { orders } from '.';
import { ORDER_DETAILS_KEY } from './orderQueries';
import type { UpdateOrdersBody } from '../../domain/types/profit';

const TITLES: Record<OrderAction, string> = { shipped: 'shipTitle', delivered: 'deliverTitle', cancel: 'cancelTitle' };
const INTROS: Record<OrderAction, string> = { shipped: 'shipIntro', delivered: 'deliverIntro', cancel: 'cancelIntro' };

export interface OrderStatusDialogProps {
  orderId: string;
  orderNumber: string;
  action: OrderAction;
  onClose: () => void;
}

export function OrderStatusDialog({ orderId, orderNumber, action, onClose }: OrderStatusDialogProps) {
  const translate = useTranslate();
  const serverText = useServerText();
  const details = useLoaded([ORDER_DETAILS_KEY, orderId], (p, signal) => p.getOrderDetails(orderId, signal));
  const [trackNumbers, setTrackNumbers] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const lines = details.status === 'ready' ? linesForAction(details.value.orderDetails, action) : [];
  const needsTrack = actionNeedsTrackNumbers(action);
  const needsReason = actionNeedsReason(action);
  const missingTrack = (id: string) => needsTrack && !(trackNumbers[id] ?? '').trim();
  const reasonMissing = needsReason && !reason.trim();

  const save = useShopAction({
    call: (p, body: UpdateOrdersBody) => p.updateOrders(body),
    invalidates: [orders.name, ORDER_DETAILS_KEY],
    // the lines listed are the ones the server moves (linesForAction)
    changes: (_, body) => ({
      resource: orders.name,
      rows: lines.map((line) => {
        const trackNumber = body.trackOrderNumber?.find((entry) => entry.id === line._id)?.trackNumber;
        return [line._id, lineAfterAction(body.status, { reason: body.reason, trackNumber })] as const;
      }),
    }),
    success: () => 'resources.orders.statusUpdated',
    onSuccess: onClose,
  });
  const saving = save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (lines.length === 0 || lines.some((line) => missingTrack(line._id)) || reasonMissing) return;
    save.run({
      orderId,
      status: action,
      ...(needsReason ? { reason: reason.trim() } : {}),
      ...(needsTrack ? { trackOrderNumber: lines.map((line) => ({ id: line._id, trackNumber: trackNumbers[line._id].trim() })) } : {}),
    });
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="order-status-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="order-status-title">
          {translate(`resources.orders.statusDialog.${TITLES[action]}`, { orderid: orderNumber })}
        </DialogTitle>
        <DialogContent>
          {details.status === 'loading' ? (
            <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress aria-label={translate('resources.orders.statusDialog.loading')} />
            </Box>
          ) : null}
          {details.status === 'error' ? <Alert severity="error">{serverText(details.error.message)}</Alert> : null}
          {details.status === 'ready' ? (
            <>
              <p>{translate(`resources.orders.statusDialog.${INTROS[action]}`)}</p>
              <List dense disablePadding>
                {lines.map((line) => (
                  <ListItem key={line._id} disableGutters sx={{ display: 'block' }}>
                    {needsTrack ? (
                      <TextField
                        fullWidth
                        size="small"
                        margin="dense"
                        label={translate('resources.orders.statusDialog.trackNumber', { item: line.productId.name })}
                        value={trackNumbers[line._id] ?? ''}
                        onChange={(event) => setTrackNumbers((prev) => ({ ...prev, [line._id]: event.target.value }))}
                        error={submitted && missingTrack(line._id)}
                        helperText={
                          submitted && missingTrack(line._id) ? translate('resources.orders.statusDialog.trackNumberRequired') : ' '
                        }
                        slotProps={{ htmlInput: { maxLength: TRACK_NUMBER_MAX } }}
                      />
                    ) : (
                      <ListItemText primary={line.productId.name} secondary={`× ${line.quantity}`} />
                    )}
                  </ListItem>
                ))}
              </List>
              {needsReason ? (
                <TextField
                  fullWidth
                  multiline
                  minRows={2}
                  margin="dense"
                  label={translate('resources.orders.statusDialog.reason')}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  error={submitted && reasonMissing}
                  helperText={submitted && reasonMissing ? translate('resources.orders.statusDialog.reasonRequired') : ' '}
                  slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                />
              ) : null}
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('resources.orders.statusDialog.close')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || details.status !== 'ready' || lines.length === 0}>
            {translate('resources.orders.statusDialog.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
