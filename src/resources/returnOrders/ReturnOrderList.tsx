/**
 * /return-order (operations §2): order id, username, single item price, coloured status, date/time
 * with seconds, and Show Details (ReturnDetailsDialog).
 */
import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { formatDateTimeSeconds, formatEuro } from '../../domain/format';
import { StatusChip } from '../../layout/StatusChip';
import { RETURN_STATUS_COLOR, RETURN_STATUS_LABEL, isReturnStatus } from '../../domain/returnOrder';
import type { ReturnRequestRow } from '../../domain/types/team';
import { PageList } from '../../layout/PageList';
import { ListEmpty } from '../team/ListEmpty';
import { ReturnDetailsDialog } from './ReturnDetailsDialog';

export function ReturnOrderList() {
  const translate = useTranslate();
  const [openId, setOpenId] = useState<string | null>(null);
  const title = translate('resources.returnOrders.title');
  return (
    <>
      <PageList
        title={title}
        resource="returnOrders"
        sort={{ field: 'createdAt', order: 'DESC' }}
        empty={false}
        actions={false}
        disableAuthentication
      >
        <DataTable rowClick={false} bulkActionButtons={false} empty={<ListEmpty />}>
          <DataTable.Col source="orderDetailId.orderId.orderid" />
          <DataTable.Col source="userId.username" />
          <DataTable.Col<ReturnRequestRow> source="orderDetailId.price" render={(row) => formatEuro(row.orderDetailId.price)} />
          <DataTable.Col<ReturnRequestRow>
            source="status"
            render={(row) =>
              isReturnStatus(row.status) ? (
                <StatusChip label={translate(RETURN_STATUS_LABEL[row.status])} tone={RETURN_STATUS_COLOR[row.status]} />
              ) : (
                <Chip size="small" label={row.status} />
              )
            }
          />
          <DataTable.Col<ReturnRequestRow> source="createdAt" render={(row) => formatDateTimeSeconds(row.createdAt)} />
          <DataTable.Col<ReturnRequestRow>
            label="team.common.actions"
            render={(row) => (
              <Button size="small" variant="outlined" onClick={() => setOpenId(String(row._id))}>
                {translate('resources.returnOrders.showDetails')}
              </Button>
            )}
          />
        </DataTable>
      </PageList>
      {openId ? <ReturnDetailsDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
