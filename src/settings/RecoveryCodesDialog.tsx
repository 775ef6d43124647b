/** The 10 recovery codes, shown once after they were made (issue 62): copy, download, then close. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Box } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { copyCodes, downloadCodes } from '../secondFactor/codesFile';

export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const shown = codes ?? [];
  return (
    <Dialog open={codes !== null} aria-labelledby="recovery-codes-title">
      <DialogTitle id="recovery-codes-title">{translate('secondFactor.recovery.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('secondFactor.recovery.shownOnce')}</DialogContentText>
        <Box
          component="ul"
          aria-label={translate('secondFactor.recovery.title')}
          sx={{ columns: 2, listStyle: 'none', p: 0, m: 0, fontFamily: 'monospace', fontSize: '1.05rem' }}
        >
          {shown.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() =>
            void copyCodes(shown).then(
              () => notify('secondFactor.recovery.copied', { type: 'info' }),
              () => undefined,
            )
          }
        >
          {translate('secondFactor.recovery.copy')}
        </Button>
        <Button onClick={() => downloadCodes(shown, translate('secondFactor.recovery.fileName'))}>
          {translate('secondFactor.recovery.download')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('secondFactor.recovery.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
