/**
 * /winners-social-proof (operations §2): title, date, view video (modal), edit, delete, and a
 * Create Social Proof link to /create-social-proof.
 */
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../domain/format';
import type { SocialProof } from '../../domain/types/team';
import { PageList } from '../../layout/PageList';
import { ListEmpty } from '../team/ListEmpty';
import { VideoDialog } from './VideoDialog';
import { RowDeleteButton } from '../../layout/RowDeleteButton';
import { linkTo } from '../../layout/descriptor';
import { socialProofs } from '.';

export function SocialProofList() {
  const translate = useTranslate();
  const [playing, setPlaying] = useState<SocialProof | null>(null);
  const title = translate('resources.socialProofs.title');
  const entity = translate('resources.socialProofs.entity');
  return (
    <>
      <PageList
        title={title}
        resource="socialProofs"
        sort={{ field: 'createdAt', order: 'DESC' }}
        empty={false}
        disableAuthentication
        actions={
          <TopToolbar>
            <Button component={Link} to={linkTo(socialProofs, 'create')} variant="contained" size="small" startIcon={<AddIcon />}>
              {translate('resources.socialProofs.create')}
            </Button>
          </TopToolbar>
        }
      >
        <DataTable rowClick={false} bulkActionButtons={false} empty={<ListEmpty />}>
          <DataTable.Col source="title" />
          <DataTable.Col<SocialProof> source="createdAt" render={(p) => formatDateTime(p.createdAt)} />
          <DataTable.Col<SocialProof>
            label="resources.socialProofs.viewVideo"
            render={(p) => (
              <Button
                size="small"
                startIcon={<PlayCircleIcon />}
                onClick={() => setPlaying(p)}
                aria-label={`${translate('resources.socialProofs.viewVideo')}: ${p.title}`}
              >
                {translate('resources.socialProofs.viewVideo')}
              </Button>
            )}
          />
          <DataTable.Col<SocialProof>
            label="team.common.actions"
            render={(p) => (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  component={Link}
                  to={linkTo(socialProofs, 'edit', p._id)}
                  startIcon={<EditIcon />}
                  aria-label={`${translate('team.common.edit')}: ${p.title}`}
                >
                  {translate('team.common.edit')}
                </Button>
                <RowDeleteButton
                  confirmTitle={translate('team.common.deleteTitle', { entity })}
                  confirmContent={translate('team.common.deleteConfirm', { entity })}
                  successMessage="resources.socialProofs.deleted"
                />
              </Stack>
            )}
          />
        </DataTable>
      </PageList>
      {playing ? <VideoDialog proof={playing} onClose={() => setPlaying(null)} /> : null}
    </>
  );
}
