/**
 * The return request's Show Details modal (operations §2, §4): user, order, product, box, attachment,
 * reason and message; Approve and Reject only while pending and disabled while a request is in
 * flight. A success toasts the server's msg (or "status updated successfully"), reloads the list and
 * closes; a failure toasts the server's msg (or "something went wrong").
 */
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { assetUrl } from '../../dataProvider/http';
import { formatDateTimeSeconds, formatEuro } from '../../domain/format';
import { StatusChip } from '../../layout/StatusChip';
import { displayBoxName } from '../../domain/catalog';
import { RETURN_STATUS_COLOR, RETURN_STATUS_LABEL, canDecideReturn, isReturnStatus, type ReturnDecision } from '../../domain/returnOrder';
import type { ReturnRequestDetails } from '../../domain/types/team';
import { useServerText } from '../../i18n/useServerText';
import { PageLoading } from '../../layout/PageLoading';
import { useShopAction } from '../../layout/useShopAction';
import { returnOrders } from '.';

function Detail({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value === null || value === undefined || value === '' ? '—' : String(value)}</Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Grid>
  );
}

export function ReturnDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const translate = useTranslate();
  const serverText = useServerText();
  const { data: record, error } = useGetOne<ReturnRequestDetails & { id: string }>(returnOrders.name, { id });
  // react-admin seeds getOne with the list row; the details are there once the detail call answered
  const data = record && 'userDetails' in record ? record : undefined;
  const decide = useShopAction({
    call: (provider, status: ReturnDecision) => provider.decideReturnRequest(id, status),
    changes: (_, status) => ({ resource: returnOrders.name, rows: [[id, { status }]] }),
    invalidates: [returnOrders.name],
    success: ({ msg }) => msg || 'resources.returnOrders.updated',
    failure: 'resources.returnOrders.failed',
    onSuccess: onClose,
  });
  const deciding = decide.isPending;

  const open = canDecideReturn(data?.status ?? '');
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="return-details-title">
      <DialogTitle id="return-details-title">{translate('resources.returnOrders.detailsTitle')}</DialogTitle>
      <DialogContent dividers>
        {!data && !error ? <PageLoading /> : null}
        {error ? <Typography role="alert">{error instanceof Error ? serverText(error.message) : String(error)}</Typography> : null}
        {data ? (
          <Grid container spacing={2}>
            <Grid size={12}>
              <Box component="span" sx={{ mr: 1 }}>
                {isReturnStatus(data.status) ? (
                  <StatusChip label={translate(RETURN_STATUS_LABEL[data.status])} tone={RETURN_STATUS_COLOR[data.status]} />
                ) : (
                  <Chip size="small" label={data.status} />
                )}
              </Box>
              <Typography variant="body2" component="span">
                {formatDateTimeSeconds(data.createdAt)}
              </Typography>
            </Grid>
            <Section title={translate('resources.returnOrders.user')}>
              <Detail label={translate('resources.returnOrders.username')} value={data.userDetails.username} />
              <Detail label={translate('resources.returnOrders.mobile')} value={data.userDetails.mobile} />
              <Detail label={translate('resources.returnOrders.address')} value={data.userDetails.address} />
            </Section>
            <Section title={translate('resources.returnOrders.order')}>
              <Detail label={translate('resources.returnOrders.orderId')} value={data.orderDetails.orderId} />
              <Detail label={translate('resources.returnOrders.totalItems')} value={data.orderDetails.totalOrderItems} />
            </Section>
            <Section title={translate('resources.returnOrders.product')}>
              <Detail label={translate('resources.returnOrders.product')} value={data.productDetails.productName} />
              <Detail label={translate('resources.returnOrders.price')} value={formatEuro(data.productDetails.price)} />
              <Detail label={translate('resources.returnOrders.quantity')} value={data.productDetails.quantity} />
            </Section>
            <Section title={translate('resources.returnOrders.box')}>
              <Detail
                label={translate('resources.returnOrders.box')}
                value={data.boxDetails.boxId ? displayBoxName(data.boxDetails.boxId.name) : undefined}
              />
              <Detail
                label={translate('resources.returnOrders.price')}
                value={data.boxDetails.boxId ? formatEuro(data.boxDetails.boxId.price) : null}
              />
            </Section>
            <Section title={translate('resources.returnOrders.reason')}>
              <Detail label={translate('resources.returnOrders.reason')} value={data.reason} />
              <Detail label={translate('resources.returnOrders.message')} value={data.message} />
            </Section>
            <Section title={translate('resources.returnOrders.attachment')}>
              {data.attachement ? (
                <Box
                  component="img"
                  src={assetUrl(data.attachement)}
                  alt={translate('resources.returnOrders.attachmentAlt')}
                  sx={{ maxWidth: '100%', maxHeight: 240, borderRadius: 1 }}
                />
              ) : (
                <Typography variant="body2">{translate('resources.returnOrders.noAttachment')}</Typography>
              )}
            </Section>
          </Grid>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button color="success" variant="contained" disabled={!open || deciding} onClick={() => decide.run('approved')}>
          {translate('resources.returnOrders.approve')}
        </Button>
        <Button color="error" variant="contained" disabled={!open || deciding} onClick={() => decide.run('rejected')}>
          {translate('resources.returnOrders.reject')}
        </Button>
        <Button onClick={onClose}>{translate('team.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
