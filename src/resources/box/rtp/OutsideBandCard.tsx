/**
 * The dashboard's card "Boxes outside their RTP band" (issue 63): how many boxes the RTP monitor
 * flags over the dashboard's range, linking to the box list filtered on them over that range.
 * The dashboard shows it only to an admin who may read boxes (canAccess list of box).
 */
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Card, CardActions, CardContent, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardRange } from '../../../domain/dateRange';
import { bandFilterValue, OUTSIDE_BAND_FILTER } from '../../../domain/rtpScreens';
import { linkTo } from '../../../layout/descriptor';
import { box } from '..';
import { useBoxRtpMonitor } from './useBoxRtpMonitor';

/** The box list with "outside band" on over this range. */
export function outsideBandListLink(range: DashboardRange): string {
  const filter = encodeURIComponent(JSON.stringify({ [OUTSIDE_BAND_FILTER]: bandFilterValue(range) }));
  return linkTo(box, 'list', undefined, `filter=${filter}`);
}

export function OutsideBandCard({ range }: { range: DashboardRange }) {
  const translate = useTranslate();
  const monitor = useBoxRtpMonitor(range);
  return (
    <Card sx={{ flex: '1 1 260px' }} data-testid="rtp-outside-band-card">
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Stack sx={{ color: 'warning.main' }} aria-hidden="true">
          <WarningAmberIcon fontSize="large" />
        </Stack>
        <div>
          <Typography variant="body2" color="text.secondary" component="h2">
            {translate('rtp.monitor.cardTitle')}
          </Typography>
          <Typography variant="h5" component="p" data-testid="rtp-outside-band-count">
            {monitor.data ? monitor.data.outsideBand : '–'}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('rtp.monitor.cardHint')}
          </Typography>
        </div>
      </CardContent>
      <CardActions>
        <Link component={RouterLink} to={outsideBandListLink(range)}>
          {translate('rtp.monitor.cardLink')}
        </Link>
      </CardActions>
    </Card>
  );
}
