/**
 * The first dashboard without waiting in series: right after sign-in (src/main.tsx), while the
 * admin bundle is still on its way, this starts the session calls (admin details, then select
 * lists; a token the sign-in just gave needs no validity check) and, as soon as the admin details
 * say the admin may see the dashboard (core §2), the summary of the range in the URL (the cards).
 * An admin without dashboard access sees only "Welcome to admin": no stats call is sent for them
 * (issue 64), so the summary waits for the roles rather than going out beside the details.
 * The tables and the net profit are not asked for here: the dashboard asks for them once its cards
 * are drawn with their figures (./Dashboard.tsx): asked for at sign-in, their slower queries
 * competed with the browser drawing the admin. The dashboard's hooks (./useStats.ts) take the summary's answer instead of
 * asking again; an answer already in when the dashboard first draws is its first data, so the
 * cards draw filled rather than empty first.
 */
import { checkTokenOnce, pendingRoles, startSession } from '../authProvider/session';
import { apiRequest } from '../dataProvider/http';
import { createDashboardMethods } from '../dataProvider/methods/dashboard';
import { rangeFromSearch, todayUtc, type DashboardRange } from '../domain/dateRange';
import { canSeeDashboard } from '../domain/permissions';

/** An answer taken later than this after it was asked for is not used: the hook asks again. */
const FRESH_MS = 30_000;

interface Prefetched {
  at: number;
  promise: Promise<unknown>;
  /** set once the call has answered */
  answer?: { data: unknown };
}

const prefetched = new Map<string, Prefetched>();

/** The react-query key of each stats call, shared with ./useStats.ts. */
export const statsKeys = {
  summary: (range: DashboardRange) => ['dashboard', 'statsSummary', range.startDate, range.endDate] as const,
  tables: (range: DashboardRange) => ['dashboard', 'statsSummaryTable', range.startDate, range.endDate] as const,
  netProfit: () => ['dashboard', 'netProfitByMonth'] as const,
};

/** The entry of a key once `ready` says so, taken out (undefined when too old: the caller asks itself). */
function take(key: readonly unknown[], ready: (entry: Prefetched) => boolean): Prefetched | undefined {
  const id = JSON.stringify(key);
  const entry = prefetched.get(id);
  if (!entry || !ready(entry)) return undefined;
  prefetched.delete(id);
  return Date.now() - entry.at > FRESH_MS ? undefined : entry;
}

/** The prefetched call for a key, once (or undefined: the caller asks itself). */
export function takePrefetched<T>(key: readonly unknown[]): Promise<T> | undefined {
  return take(key, () => true)?.promise as Promise<T> | undefined;
}

/** The prefetched call's answer for a key if it has already come, once (a query's first data). */
export function takeAnswered<T>(key: readonly unknown[]): T | undefined {
  return take(key, (entry) => entry.answer !== undefined)?.answer?.data as T | undefined;
}

function keep(key: readonly unknown[], promise: Promise<unknown>): void {
  const entry: Prefetched = { at: Date.now(), promise };
  promise.then(
    (data) => {
      entry.answer = { data };
    },
    () => undefined, // a failure shows through the hook that takes it, never as an unhandled rejection
  );
  prefetched.set(JSON.stringify(key), entry);
}

/** Starts the session, then the summary for an admin who sees the dashboard. Never throws. */
export async function prefetchDashboard(search: string = window.location.search): Promise<void> {
  try {
    // the same token check the session waits on (none for a token the sign-in just gave)
    await checkTokenOnce().catch(() => undefined);
    const range = rangeFromSearch(new URLSearchParams(search), todayUtc());
    const session = startSession();
    session.catch(() => undefined); // the admin shows the session error itself
    const roles = await (pendingRoles() ?? session.then((s) => s.roles));
    if (!canSeeDashboard(roles)) return;
    keep(statsKeys.summary(range), createDashboardMethods({ request: apiRequest }).getStatsSummary(range));
  } catch {
    // the admin shows the session error itself
  }
}
