/**
 * The box list's "outside band" filter and column (issue 63): the switch keeps only the boxes whose
 * actual RTP left their band over the filter's range (the list's 90 days, or the range a dashboard
 * card linked with); the column flags each box over that range.
 */
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatDay } from '../../../dashboard/DateRangeControl';
import { todayUtc } from '../../../domain/dateRange';
import { BOX_LIST_RTP_PRESET, OUTSIDE_BAND_FILTER, rangeOfBandFilter } from '../../../domain/rtpScreens';
import type { Box } from '../../../domain/types/catalog';
import { BandChip } from './BandChip';
import { useBoxRtpMonitor } from './useBoxRtpMonitor';

/** The range the list's RTP column and filter are checked over. */
export function useListRtpRange() {
  const { filterValues } = useListContext();
  return rangeOfBandFilter((filterValues as Record<string, unknown>)[OUTSIDE_BAND_FILTER], todayUtc());
}

export function OutsideBandFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const range = useListRtpRange();
  const { [OUTSIDE_BAND_FILTER]: current, ...others } = filterValues as Record<string, unknown>;
  const toggle = (on: boolean) => setFilters(on ? { ...others, [OUTSIDE_BAND_FILTER]: BOX_LIST_RTP_PRESET } : others, displayedFilters);
  return (
    <>
      <FormControlLabel
        control={<Switch checked={current !== undefined} onChange={(e) => toggle(e.target.checked)} />}
        label={translate('rtp.monitor.filter')}
        sx={{ mr: 1, whiteSpace: 'nowrap' }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mr: 2, whiteSpace: 'nowrap' }} data-testid="rtp-list-range">
        {translate('rtp.monitor.range')}: {formatDay(range.startDate)} – {formatDay(range.endDate)}
      </Typography>
    </>
  );
}

/** The list row's flag over the list's range; nothing while the monitor is asked. */
export function RtpBandCell({ record }: { record: Box }) {
  const range = useListRtpRange();
  const monitor = useBoxRtpMonitor(range);
  const row = monitor.data?.boxes.find((b) => b.boxId === record._id);
  return row ? <BandChip check={row} /> : null;
}
