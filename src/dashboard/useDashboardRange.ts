/**
 * The dashboard's date range lives in the URL (?range=last28day, or ?range=custom&startDate=…&endDate=…),
 * so a reload or a shared link shows the same range. Presets are resolved against today's UTC date.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rangeFromSearch, rangeToSearch, todayUtc, type DashboardRange } from '../domain/dateRange';

export function useDashboardRange(): [DashboardRange, (next: DashboardRange) => void] {
  const [search, setSearch] = useSearchParams();
  const today = todayUtc();
  const query = search.toString();
  const range = useMemo(() => rangeFromSearch(new URLSearchParams(query), today), [query, today]);
  const setRange = useCallback((next: DashboardRange) => setSearch(rangeToSearch(next)), [setSearch]);
  return [range, setRange];
}
