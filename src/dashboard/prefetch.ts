/**
 * The first dashboard without waiting in series: right after sign-in (src/main.tsx), while the
 * admin bundle is still on its way, this starts the session calls (admin details, then select
 * lists; a token the sign-in just gave needs no validity check) and, as soon as getAdminDetails's
 * roles say the admin sees the dashboard, the stats calls for the range in the URL, ahead of the
 * select lists: the summary (the cards) first, the tables and the net profit once it has answered,
 * so that on the embedded database (one statement at a time) the cards' figures do not wait behind
 * the tables' slower queries. The dashboard's hooks (./useStats.ts) take these answers instead of
 * asking again. An admin without dashboard access asks for no stats (core §2).
 */
import { checkTokenOnce, pendingRoles, startSession } from '../authProvider/session';
import { apiRequest } from '../dataProvider/transport';
import { createDashboardMethods } from '../dataProvider/methods/dashboard';
import { rangeFromSearch, todayUtc, type DashboardRange } from '../domain/dateRange';
import { canSeeDashboard } from '../domain/permissions';

/** An answer taken later than this after it was asked for is not used: the hook asks again. */
const FRESH_MS = 30_000;

const prefetched = new Map<string, { at: number; promise: Promise<unknown> }>();

/** The react-query key of each stats call, shared with ./useStats.ts. */
export const statsKeys = {
  summary: (range: DashboardRange) => ['dashboard', 'statsSummary', range.startDate, range.endDate] as const,
  tables: (range: DashboardRange) => ['dashboard', 'statsSummaryTable', range.startDate, range.endDate] as const,
  netProfit: () => ['dashboard', 'netProfitByMonth'] as const,
};

/** The prefetched answer for a key, once (or undefined: the caller asks itself). */
export function takePrefetched<T>(key: readonly unknown[]): Promise<T> | undefined {
  const id = JSON.stringify(key);
  const entry = prefetched.get(id);
  prefetched.delete(id);
  if (!entry || Date.now() - entry.at > FRESH_MS) return undefined;
  return entry.promise as Promise<T>;
}

function keep(key: readonly unknown[], promise: Promise<unknown>): void {
  promise.catch(() => undefined); // a failure shows through the hook that takes it, never as an unhandled rejection
  prefetched.set(JSON.stringify(key), { at: Date.now(), promise });
}

/** Starts the session and, for an admin who sees the dashboard, its stats. Never throws. */
export async function prefetchDashboard(search: string = window.location.search): Promise<void> {
  try {
    const session = startSession();
    session.catch(() => undefined); // the admin shows the session error itself
    // the same token check startSession waits on; once it passes, the details call is under way
    await checkTokenOnce().catch(() => undefined);
    const roles = await (pendingRoles() ?? session.then((s) => s.roles));
    if (!canSeeDashboard(roles)) return;
    const range = rangeFromSearch(new URLSearchParams(search), todayUtc());
    const methods = createDashboardMethods({ request: apiRequest });
    const summary = methods.getStatsSummary(range);
    keep(statsKeys.summary(range), summary);
    // the cards' figures first: the slower calls for the widgets below start once they are in
    const summaryDone = summary.then(
      () => undefined,
      () => undefined,
    );
    keep(
      statsKeys.tables(range),
      summaryDone.then(() => methods.getStatsSummaryTable(range)),
    );
    keep(
      statsKeys.netProfit(),
      summaryDone.then(() => methods.getNetProfitByMonth()),
    );
  } catch {
    // the admin shows the session error itself
  }
}
