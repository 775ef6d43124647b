/**
 * The dashboard's three stats calls through the dataProvider, cached per range by react-query.
 * Failures are silently ignored (core §8): no retry, no notification; the widgets show a dash.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';
import type { DashboardRange } from '../domain/dateRange';

const quiet = { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 } as const;

export function useStatsSummary(range: DashboardRange) {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useQuery({
    queryKey: ['dashboard', 'statsSummary', range.startDate, range.endDate],
    queryFn: ({ signal }) => dataProvider.getStatsSummary(range, signal),
    ...quiet,
  });
}

export function useStatsTables(range: DashboardRange) {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useQuery({
    queryKey: ['dashboard', 'statsSummaryTable', range.startDate, range.endDate],
    queryFn: ({ signal }) => dataProvider.getStatsSummaryTable(range, signal),
    ...quiet,
  });
}

export function useNetProfitByMonth() {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useQuery({
    queryKey: ['dashboard', 'netProfitByMonth'],
    queryFn: ({ signal }) => dataProvider.getNetProfitByMonth(signal),
    ...quiet,
  });
}
