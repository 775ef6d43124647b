/**
 * /team-management, "Team Management" / "All Teams" (operations §2): name, email, status, updated
 * date; block / unblock, edit, delete and bulk delete. Super admins only (the route guard and the server).
 */
import { Box, Button, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { CreateButton, DataTable, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BlockButton } from './BlockButton';
import { ResetMfaButton } from './ResetMfaButton';
import { formatDateTime } from '../../domain/format';
import type { TeamMember } from '../../domain/types/team';
import { PageList } from '../../layout/PageList';
import { StatusChip } from '../../layout/StatusChip';
import { blockStatusTone } from '../../domain/userBlock';
import { ListEmpty } from './ListEmpty';
import { RowDeleteButton } from '../../layout/RowDeleteButton';
import { BulkDeleteConfirmButton } from '../../layout/BulkDeleteConfirmButton';
import { linkTo } from '../../layout/descriptor';
import { team } from '.';

function TeamActions() {
  return (
    <TopToolbar>
      <CreateButton to={linkTo(team, 'create')} label="resources.team.members.add" />
    </TopToolbar>
  );
}

function RowActions() {
  const member = useRecordContext<TeamMember>();
  const translate = useTranslate();
  if (!member) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <BlockButton />
      <ResetMfaButton />
      <Button
        size="small"
        component={Link}
        to={linkTo(team, 'edit', member._id)}
        startIcon={<EditIcon />}
        aria-label={`${translate('team.common.edit')} ${member.email}`}
      >
        {translate('team.common.edit')}
      </Button>
      <RowDeleteButton
        confirmTitle={translate('team.common.deleteTitle', { entity: translate('resources.team.members.entity') })}
        confirmContent={translate('team.common.deleteConfirm', { entity: translate('resources.team.members.entity') })}
        successMessage="resources.team.members.removed"
        aria-label={`${translate('team.common.delete')} ${member.email}`}
      />
    </Stack>
  );
}

export function TeamList() {
  const translate = useTranslate();
  const title = translate('resources.team.members.title');
  return (
    <PageList
      title={title}
      resource="team"
      sort={{ field: 'updatedAt', order: 'DESC' }}
      actions={<TeamActions />}
      empty={false}
      disableAuthentication
    >
      <Box sx={{ px: 2, pt: 1, fontWeight: 600 }}>{translate('resources.team.members.tableTitle')}</Box>
      <DataTable rowClick={false} bulkActionButtons={<BulkDeleteConfirmButton />} empty={<ListEmpty />}>
        {/* the whole name, sorted by the first name: titled Name, not the first name's label */}
        <DataTable.Col<TeamMember> source="firstname" label="resources.team.members.name" render={(m) => `${m.firstname} ${m.lastname}`} />
        <DataTable.Col source="email" />
        <DataTable.Col<TeamMember>
          source="isBlock"
          render={(m) => (
            <StatusChip
              label={translate(m.isBlock ? 'resources.team.members.blocked' : 'resources.team.members.active')}
              tone={blockStatusTone(m.isBlock)}
            />
          )}
        />
        <DataTable.Col<TeamMember>
          source="mfaEnabled"
          label="sessions.team.secondFactor"
          render={(m) => (
            <StatusChip
              label={translate(m.mfaEnabled ? 'sessions.team.mfaOn' : 'sessions.team.mfaOff')}
              tone={m.mfaEnabled ? 'success' : 'warning'}
            />
          )}
        />
        <DataTable.Col<TeamMember> source="updatedAt" render={(m) => formatDateTime(m.updatedAt)} />
        <DataTable.Col label="team.common.actions">
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </PageList>
  );
}
