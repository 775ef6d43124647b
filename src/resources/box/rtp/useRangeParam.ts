/**
 * The range of a box's Monitor tab and draw export, in the screen's URL beside its other
 * parameters (?id=…&tab=monitor&range=…): the dashboard's presets, the box list's range by default.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  RANGE_PARAM,
  END_PARAM,
  START_PARAM,
  rangeFromSearch,
  rangeToSearch,
  todayUtc,
  type DashboardRange,
} from '../../../domain/dateRange';
import { BOX_LIST_RTP_PRESET } from '../../../domain/rtpScreens';

export function useRangeParam(): [DashboardRange, (next: DashboardRange) => void] {
  const [search, setSearch] = useSearchParams();
  const today = todayUtc();
  const query = search.toString();
  const range = useMemo(() => {
    const params = new URLSearchParams(query);
    if (!params.has(RANGE_PARAM)) params.set(RANGE_PARAM, BOX_LIST_RTP_PRESET);
    return rangeFromSearch(params, today);
  }, [query, today]);
  const setRange = useCallback(
    (next: DashboardRange) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        for (const key of [RANGE_PARAM, START_PARAM, END_PARAM]) params.delete(key);
        rangeToSearch(next).forEach((value, key) => params.set(key, value));
        return params;
      }),
    [setSearch],
  );
  return [range, setRange];
}
