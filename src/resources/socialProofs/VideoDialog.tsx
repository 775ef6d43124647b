/**
 * The social proof's video modal (operations §2): the video with controls, or "No video available."
 * when there is none or it cannot be played (a missing file never shows as a broken player).
 */
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assetUrl } from '../../dataProvider/http';
import type { SocialProof } from '../../domain/types/team';

export function VideoDialog({ proof, onClose }: { proof: SocialProof; onClose: () => void }) {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  const source = proof.video ? assetUrl(proof.video) : undefined;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="video-dialog-title">
      <DialogTitle id="video-dialog-title">{proof.title}</DialogTitle>
      <DialogContent dividers>
        {source && !failed ? (
          <Box
            component="video"
            src={source}
            controls
            playsInline
            preload="metadata"
            aria-label={proof.title}
            onError={() => setFailed(true)}
            sx={{ width: '100%', maxHeight: 480, bgcolor: 'black' }}
          />
        ) : (
          <Typography>{translate('resources.socialProofs.noVideo')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('team.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
