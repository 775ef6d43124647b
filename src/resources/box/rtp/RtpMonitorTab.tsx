/**
 * A box's Monitor tab (issue 63): over a range of the dashboard's presets, its openings, paid,
 * returned, actual and configured RTP and band, flagged outside it; the chart per period (or
 * since the range's start) with the versions marked; and the disclosure export of the range's draws.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../../../dataProvider';
import { DateRangeControl } from '../../../dashboard/DateRangeControl';
import { formatEuro } from '../../../domain/format';
import { rtpChartRows, versionMarks, type RtpChartView } from '../../../domain/rtpScreens';
import type { RtpCheck } from '../../../domain/rtp';
import { useServerText } from '../../../i18n/useServerText';
import { failureText } from '../../../layout/useShopAction';
import { box } from '..';
import { BandChip } from './BandChip';
import { DisclosureButtons } from './DisclosureButtons';
import { percent } from './percent';
import { useRangeParam } from './useRangeParam';

const RtpChart = lazy(() => import('./RtpChart'));

function Figures({ check }: { check: RtpCheck }) {
  const translate = useTranslate();
  const band =
    check.bandLow === null || check.bandHigh === null
      ? '–'
      : translate('rtp.monitor.bandRange', { low: check.bandLow, high: check.bandHigh });
  const figures: Array<[string, string]> = [
    ['rtp.monitor.openings', String(check.openings)],
    ['rtp.monitor.paid', formatEuro(check.paid)],
    ['rtp.monitor.returned', formatEuro(check.returned)],
    ['rtp.monitor.actualRtp', percent(check.actualRtp)],
    ['rtp.monitor.configuredRtp', percent(check.configuredRtp)],
    ['rtp.monitor.band', band],
  ];
  return (
    <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', alignItems: 'center' }} data-testid="rtp-figures">
      {figures.map(([label, value]) => (
        <div key={label}>
          <Typography variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography variant="h6" component="p">
            {value}
          </Typography>
        </div>
      ))}
      <BandChip check={check} />
    </Stack>
  );
}

export function RtpMonitorTab({ id }: { id: string }) {
  const translate = useTranslate();
  const serverText = useServerText();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [range, setRange] = useRangeParam();
  const [view, setView] = useState<RtpChartView>('cumulative');
  const series = useQuery({
    queryKey: [box.name, 'rtpSeries', id, range.startDate, range.endDate],
    queryFn: ({ signal }) => dataProvider.getBoxRtpSeries(id, range, signal),
    retry: false,
  });
  const rows = useMemo(() => (series.data ? rtpChartRows(series.data, view) : []), [series.data, view]);
  const marks = useMemo(() => (series.data ? versionMarks(series.data) : []), [series.data]);
  const names = {
    actual: translate('rtp.monitor.actualRtp'),
    configured: translate('rtp.monitor.configuredRtp'),
    band: translate('rtp.monitor.band'),
    mark: (version: number) => translate('rtp.monitor.versionMark', { version }),
  };
  const loading = <Skeleton variant="rectangular" height={320} />;
  return (
    <Stack sx={{ gap: 2 }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('rtp.monitor.title')}
          </Typography>
          <DateRangeControl range={range} onChange={setRange} />
          <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
            {translate('rtp.monitor.explain')}
          </Typography>
          {series.error ? <Alert severity="error">{serverText(failureText(series.error))}</Alert> : null}
          {series.data ? <Figures check={series.data.total} /> : null}
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next: RtpChartView | null) => next && setView(next)}
            sx={{ my: 2 }}
          >
            <ToggleButton value="cumulative">{translate('rtp.monitor.cumulative')}</ToggleButton>
            <ToggleButton value="period">{translate('rtp.monitor.perPeriod')}</ToggleButton>
          </ToggleButtonGroup>
          <Box role="figure" aria-label={translate('rtp.monitor.chartLabel', { name: series.data?.box.name ?? '' })} sx={{ height: 320 }}>
            {series.isPending ? loading : null}
            {series.data ? (
              <Suspense fallback={loading}>
                <RtpChart rows={rows} marks={marks} names={names} />
              </Suspense>
            ) : null}
          </Box>
        </CardContent>
      </Card>
      <DisclosureButtons id={id} range={range} />
    </Stack>
  );
}
