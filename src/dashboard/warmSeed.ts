/**
 * What the dashboard reads first, for the admin's unseen warm-up render (src/layout/WarmUp.tsx):
 * the default range's summary, zeros (the cards read nothing else of it), so the cards draw filled.
 * The tables and the chart stay loading.
 */
import type { QueryClient } from '@tanstack/react-query';
import { rangeFromSearch, todayUtc } from '../domain/dateRange';
import { STATS_FIGURES, type StatsSummaryReply } from '../domain/types/dashboard';
import { statsKeys } from './prefetch';

export function seedWarmDashboard(client: QueryClient): void {
  const range = rangeFromSearch(new URLSearchParams(), todayUtc());
  const figures = Object.fromEntries(STATS_FIGURES.map((key) => [key, { total: 0, data: [0] }]));
  client.setQueryData(statsKeys.summary(range), { summary: figures } as Partial<StatsSummaryReply>);
}
