/**
 * The dashboard's three stats calls through the dataProvider, cached per range by react-query.
 * Failures are silently ignored (core §8): no retry, no notification; the widgets show a dash.
 * Right after sign-in the answers were already asked for (./prefetch.ts): they are taken from there.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';
import type { DashboardRange } from '../domain/dateRange';
import { statsKeys, takePrefetched } from './prefetch';

const quiet = { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 } as const;

export function useStatsSummary(range: DashboardRange) {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useQuery({
    queryKey: statsKeys.summary(range),
    queryFn: ({ queryKey, signal }) =>
      takePrefetched<Awaited<ReturnType<ShopDataProvider['getStatsSummary']>>>(queryKey) ?? dataProvider.getStatsSummary(range, signal),
    ...quiet,
  });
}

/**
 * Asked for once the range's summary has answered (or failed), as ./prefetch.ts does: on the
 * embedded database (one statement at a time) the tables' slower queries would delay the cards.
 */
export function useStatsTables(range: DashboardRange) {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const summary = useStatsSummary(range);
  return useQuery({
    queryKey: statsKeys.tables(range),
    enabled: !summary.isPending,
    queryFn: ({ queryKey, signal }) =>
      takePrefetched<Awaited<ReturnType<ShopDataProvider['getStatsSummaryTable']>>>(queryKey) ??
      dataProvider.getStatsSummaryTable(range, signal),
    ...quiet,
  });
}

export function useNetProfitByMonth() {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useQuery({
    queryKey: statsKeys.netProfit(),
    queryFn: ({ queryKey, signal }) =>
      takePrefetched<Awaited<ReturnType<ShopDataProvider['getNetProfitByMonth']>>>(queryKey) ?? dataProvider.getNetProfitByMonth(signal),
    ...quiet,
  });
}
