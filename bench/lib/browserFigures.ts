/**
 * The browser figures of `npm run bench` for one admin: login-route JavaScript, cold navigation to
 * the login form, sign-in to a filled dashboard, and the users list at 100,000 rows. Each run
 * starts from a fresh browser profile.
 */
import type { Page } from 'playwright-core';
import { networkQuiet } from '../../tests/e2e/harness';
import { countShown, firstRowChanged, firstRowText, rowsMatch, tenRowsVisible, type AdminUnderTest } from './apps';
import { freshSession, MARK_FIRST_FIELD, measure, requestedBefore, scriptTotals, tabHeapBytes, type Session } from './browser';
import { summarise, type Figure, type Sample } from './stats';

export interface BrowserFigures {
  loginJs: { bytes: number; gzipBytes: number; files: number };
  /** all the scripts once the network is quiet after sign-in; those asked for before the dashboard was filled */
  dashboardJs: { bytes: number; gzipBytes: number; files: number };
  filledDashboardJs: { bytes: number; gzipBytes: number; files: number };
  coldLogin: Figure;
  signIn: Figure;
  /**
   * open: to ten rows shown; openWhole: to the count shown (the whole list has come), from the same
   * click. harnessFill, harnessClick: the bench's own share of a step, with nothing for the admin to
   * do (see `harnessAlone`).
   */
  list:
    | { open: Figure; openWhole: Figure; sort: Figure; nextPage: Figure; filter: Figure; harnessFill: Figure; harnessClick: Figure }
    | { error: string };
  /** the first run's sign-in: every request and chunk from the click to the filled dashboard */
  signInTrace: TraceLine[];
  /** the tab's JS heap with the 100,000 users loaded (median bytes): the page and its workers */
  heap?: { main: number; workers: number };
}

export interface TraceLine {
  /** ms after the click */
  startMs: number;
  endMs: number;
  kind: string;
  what: string;
}

/** Records each request's start and end (ms after `t0`) while it runs. */
function traceRequests(page: Page): { lines: TraceLine[]; start: () => void; stop: () => void } {
  const lines: TraceLine[] = [];
  const started = new Map<unknown, number>();
  let t0 = 0;
  let on = false;
  const onRequest = (request: { url(): string }) => {
    if (on) started.set(request, performance.now() - t0);
  };
  const onDone = (request: { url(): string; method(): string; resourceType(): string }) => {
    const startMs = started.get(request);
    if (startMs === undefined) return;
    const url = new URL(request.url());
    lines.push({ startMs, endMs: performance.now() - t0, kind: request.resourceType(), what: `${request.method()} ${url.pathname}` });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    lines,
    start: () => {
      t0 = performance.now();
      on = true;
    },
    stop: () => {
      on = false;
    },
  };
}

/**
 * What the harness itself costs the page in a list step, measured the same way with nothing for the
 * admin to do: the search typed again with the text it already holds (the rows stay), and a click
 * on the page's title. Playwright locates the element in the page, checks that it is visible and
 * stable, sends the events; the bench then checks the rows in the page. All of that is main-thread
 * time the < 50 ms targets count. The admin's own share of a step is its cpu less this.
 */
async function harnessAlone(session: Session, app: AdminUnderTest, filterText: string): Promise<{ fill: Sample; click: Sample }> {
  const { page } = session;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 700)); // past the search's typing pause
  await settle();
  const fill = await measure(
    session,
    () => app.filter(page, filterText),
    () => rowsMatch(page, filterText),
  );
  await settle();
  const click = await measure(
    session,
    () => page.locator('#react-admin-title').click({ timeout: 10_000 }),
    () => rowsMatch(page, filterText),
  );
  return { fill, click };
}

export interface Credentials {
  email: string;
  password: string;
  filterText: string;
}

export async function browserFigures(
  app: AdminUnderTest,
  creds: Credentials,
  runs: number,
  log: (m: string) => void,
): Promise<BrowserFigures> {
  const cold: Sample[] = [];
  const signIn: Sample[] = [];
  const open: Sample[] = [];
  const openWhole: Sample[] = [];
  const sort: Sample[] = [];
  const next: Sample[] = [];
  const filter: Sample[] = [];
  const harnessFill: Sample[] = [];
  const harnessClick: Sample[] = [];
  let loginJs = { bytes: 0, gzipBytes: 0, files: 0 };
  let dashboardJs = loginJs;
  let filledDashboardJs = loginJs;
  let listError = '';
  let signInTrace: TraceLine[] = [];
  const heaps: Array<{ main: number; workers: number }> = [];
  for (let run = 0; run < runs; run += 1) {
    const session = await freshSession();
    const { page } = session;
    try {
      await page.addInitScript({ content: MARK_FIRST_FIELD });
      cold.push(
        await measure(
          session,
          () => page.goto(`${app.url}/`),
          () => app.loginVisible(page),
        ),
      );
      const beforeForm = await requestedBefore(page, '__firstFieldAt');
      await new Promise((r) => setTimeout(r, 50)); // let the last script responses arrive
      loginJs = await scriptTotals(session, beforeForm);
      await app.fillLogin(page, creds.email, creds.password);
      const trace = traceRequests(page);
      trace.start();
      signIn.push(
        await measure(
          session,
          () => app.submitLogin(page),
          () => app.dashboardFilled(page),
        ),
      );
      trace.stop();
      const beforeFilled = await requestedBefore(page, '__untilDomAt');
      if (run === 0) signInTrace = trace.lines.sort((a, b) => a.startMs - b.startMs);
      // the push channel stays open, so Playwright's networkidle never comes: wait for the calls to stop
      await networkQuiet(page);
      filledDashboardJs = await scriptTotals(session, beforeFilled);
      dashboardJs = await scriptTotals(session);
      if (!listError) {
        try {
          const opening = async () => {
            open.push(
              await measure(
                session,
                () => app.openUsers(page),
                () => tenRowsVisible(page),
              ),
            );
          };
          openWhole.push(await measure(session, opening, () => countShown(page)));
          let before = await firstRowText(page);
          sort.push(
            await measure(
              session,
              () => app.sortByUsername(page),
              () => firstRowChanged(page, before),
            ),
          );
          before = await firstRowText(page);
          next.push(
            await measure(
              session,
              () => app.nextPage(page),
              () => firstRowChanged(page, before),
            ),
          );
          filter.push(
            await measure(
              session,
              () => app.filter(page, creds.filterText),
              () => rowsMatch(page, creds.filterText),
            ),
          );
          heaps.push(await tabHeapBytes(session));
          // a harness step that fails is left out: the list's own figures stand
          const harness = await harnessAlone(session, app, creds.filterText).catch((err: unknown) => {
            log(`  ${app.name}: harness alone not measured: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
            return null;
          });
          if (harness) {
            harnessFill.push(harness.fill);
            harnessClick.push(harness.click);
          }
        } catch (err) {
          listError = err instanceof Error ? err.message.split('\n')[0] : String(err);
          log(`  ${app.name}: users list not measured: ${listError}`);
        }
      }
    } finally {
      await session.close();
    }
    log(`  ${app.name}: run ${run + 1}/${runs} done`);
  }
  return {
    loginJs,
    dashboardJs,
    filledDashboardJs,
    coldLogin: summarise(cold),
    signIn: summarise(signIn),
    signInTrace,
    heap: heaps.length ? heaps.sort((a, b) => a.main + a.workers - (b.main + b.workers))[heaps.length >> 1] : undefined,
    list: listError
      ? { error: listError }
      : {
          open: summarise(open),
          openWhole: summarise(openWhole),
          sort: summarise(sort),
          nextPage: summarise(next),
          filter: summarise(filter),
          harnessFill: summarise(harnessFill),
          harnessClick: summarise(harnessClick),
        },
  };
}
