/**
 * /feedback (operations §2): name, inquiry type, email, date, the message cut to 2 lines, and View:
 * a modal with the message and its attachment. What users wrote is rendered as text only.
 */
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import type { Feedback } from '../../domain/types/team';
import { PageList } from '../../layout/PageList';
import { ListEmpty } from '../team/ListEmpty';
import { AttachmentViewer } from './AttachmentViewer';

export function FeedbackDialog({ feedback, onClose }: { feedback: Feedback; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="feedback-dialog-title">
      <DialogTitle id="feedback-dialog-title">{translate('resources.feedback.details', { name: feedback.name })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="caption" color="text.secondary" component="div">
          {feedback.queryType} · {feedback.email} · {formatDateTime(feedback.createdAt)}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {translate('resources.feedback.message')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {feedback.message}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          {translate('resources.feedback.attachment')}
        </Typography>
        <AttachmentViewer attachment={feedback.attachment} attachmentType={feedback.attachmentType} owner={feedback.name} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('team.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function FeedbackList() {
  const translate = useTranslate();
  const [open, setOpen] = useState<Feedback | null>(null);
  const title = translate('resources.feedback.title');
  return (
    <>
      <PageList
        title={title}
        resource="feedback"
        sort={{ field: 'createdAt', order: 'DESC' }}
        empty={false}
        actions={false}
        disableAuthentication
      >
        <DataTable rowClick={false} bulkActionButtons={false} empty={<ListEmpty />}>
          <DataTable.Col source="name" />
          <DataTable.Col source="queryType" />
          <DataTable.Col source="email" />
          <DataTable.Col<Feedback> source="createdAt" render={(f) => formatDateTime(f.createdAt)} />
          <DataTable.Col<Feedback>
            source="message"
            disableSort
            render={(f) => (
              <Box
                component="span"
                sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 360 }}
              >
                {f.message}
              </Box>
            )}
          />
          <DataTable.Col<Feedback>
            label="team.common.actions"
            render={(f) => (
              <Button
                size="small"
                variant="outlined"
                onClick={() => setOpen(f)}
                aria-label={`${translate('resources.feedback.view')} ${f.name}`}
              >
                {translate('resources.feedback.view')}
              </Button>
            )}
          />
        </DataTable>
      </PageList>
      {open ? <FeedbackDialog feedback={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
