/**
 * /return-order (operations §2): order id, username, single item price, coloured status, date/time
 * with seconds, and Show Details (ReturnDetailsDialog).
 */
import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import { Datagrid, FunctionField, useTranslate } from 'react-admin';
import { formatDateTimeSeconds, formatEuro } from '../../domain/format';
import { StatusChip } from '../../layout/StatusChip';
import { RETURN_STATUS_COLOR, isReturnStatus } from '../../domain/returnOrder';
import type { ReturnRequestRow } from '../../domain/types/team';
import { PageList } from '../../layout/PageList';
import { ListEmpty } from '../team/ListEmpty';
import { ReturnDetailsDialog } from './ReturnDetailsDialog';

export function ReturnOrderList() {
  const translate = useTranslate();
  const [openId, setOpenId] = useState<string | null>(null);
  const title = translate('team.returns.title');
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
        <Datagrid rowClick={false} bulkActionButtons={false} empty={<ListEmpty />}>
          <FunctionField<ReturnRequestRow>
            source="orderDetailId.orderId.orderid"
            label="team.returns.orderId"
            render={(row) => row.orderDetailId.orderId.orderid}
          />
          <FunctionField<ReturnRequestRow> source="userId.username" label="team.returns.username" render={(row) => row.userId.username} />
          <FunctionField<ReturnRequestRow>
            source="orderDetailId.price"
            label="team.returns.price"
            render={(row) => formatEuro(row.orderDetailId.price)}
          />
          <FunctionField<ReturnRequestRow>
            source="status"
            label="team.returns.status"
            render={(row) =>
              isReturnStatus(row.status) ? (
                <StatusChip label={row.status} tone={RETURN_STATUS_COLOR[row.status]} />
              ) : (
                <Chip size="small" label={row.status} />
              )
            }
          />
          <FunctionField<ReturnRequestRow>
            source="createdAt"
            label="team.common.dateTime"
            render={(row) => formatDateTimeSeconds(row.createdAt)}
          />
          <FunctionField<ReturnRequestRow>
            label="team.common.actions"
            sortable={false}
            render={(row) => (
              <Button size="small" variant="outlined" onClick={() => setOpenId(String(row._id))}>
                {translate('team.returns.showDetails')}
              </Button>
            )}
          />
        </Datagrid>
      </PageList>
      {openId ? <ReturnDetailsDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
