/**
 * The dashboard's three stats calls through the dataProvider, cached per range by react-query.
 * Failures are silently ignored (core §8): no retry, no notification; the widgets show a dash.
 * Right after sign-in the summary was already asked for (./prefetch.ts): it is taken from there, as
 * the first data when it is already in.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';
import type { DashboardRange } from '../domain/dateRange';
import { statsKeys, takeAnswered, takePrefetched } from './prefetch';

const quiet = { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 } as const;

/**
 * A stats query's key, call and first data: the prefetched call's answer when it has come before
 * the query starts (the widget draws filled at once), else its promise, else the call itself.
 */
function prefetchedOr<T>(queryKey: readonly unknown[], ask: (signal: AbortSignal) => Promise<T>) {
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => takePrefetched<T>(queryKey) ?? ask(signal),
    initialData: () => takeAnswered<T>(queryKey),
    ...quiet,
  };
}

export function useStatsSummary(range: DashboardRange) {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useQuery(prefetchedOr(statsKeys.summary(range), (signal) => dataProvider.getStatsSummary(range, signal)));
}

/**
 * Asked for once `wanted` (the dashboard's cards are drawn, ./Dashboard.tsx) and the range's summary
 * has answered or failed: on the embedded database (one statement at a time) the tables' slower
 * queries would delay the cards' figures, and on two cores the drawing of the cards.
 */
export function useStatsTables(range: DashboardRange, wanted: boolean) {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const summary = useStatsSummary(range);
  return useQuery({
    queryKey: statsKeys.tables(range),
    queryFn: ({ signal }) => dataProvider.getStatsSummaryTable(range, signal),
    enabled: wanted && !summary.isPending,
    ...quiet,
  });
}

/** Asked for when the chart is drawn, after the cards (./Dashboard.tsx). */
export function useNetProfitByMonth() {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useQuery({ queryKey: statsKeys.netProfit(), queryFn: ({ signal }) => dataProvider.getNetProfitByMonth(signal), ...quiet });
}
