import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RtpCheck } from '../../../domain/rtp';

/** The flag a check shows: outside or inside its band, or no openings to judge. */
export function BandChip({ check }: { check: Pick<RtpCheck, 'openings' | 'flagged'> }) {
  const translate = useTranslate();
  if (check.openings === 0) return <Chip size="small" label={translate('rtp.monitor.noOpenings')} />;
  return check.flagged ? (
    <Chip size="small" color="error" label={translate('rtp.monitor.outsideBand')} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={translate('rtp.monitor.insideBand')} />
  );
}
