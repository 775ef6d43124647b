/**
 * How the benchmark drives each admin: ours and the stock react-admin anchor. Same steps, each
 * expressed in the admin's own widgets; every "done" waits for what a person would see.
 */
import type { Page } from 'playwright-core';
import { freshSession, type Session } from './browser';
import { untilDom } from './untilDom';

export interface AdminUnderTest {
  name: 'ours' | 'anchor';
  url: string;
  loginVisible(page: Page): Promise<void>;
  fillLogin(page: Page, email: string, password: string): Promise<void>;
  submitLogin(page: Page): Promise<void>;
  dashboardFilled(page: Page): Promise<void>;
  openUsers(page: Page): Promise<void>;
  sortByUsername(page: Page): Promise<void>;
  nextPage(page: Page): Promise<void>;
  filter(page: Page, text: string): Promise<void>;
}

const rows = 'table tbody tr';

/** Ten rows in the table whose header has a column `field` (not another table still on screen, like the dashboard's). */
export async function tenRowsVisible(page: Page, field = 'username'): Promise<void> {
  await untilDom(page, (sel) => document.querySelectorAll(sel).length >= 10, `table:has(thead [data-field="${field}"]) tbody tr`);
}

export async function firstRowText(page: Page): Promise<string> {
  return (await page.locator(rows).first().textContent()) ?? '';
}

/** Waits until the first row shows something else than `before` (a re-sort, a page turn). */
export async function firstRowChanged(page: Page, before: string): Promise<void> {
  await untilDom(
    page,
    ({ sel, prev }) => {
      const first = document.querySelector(sel);
      return !!first && first.textContent !== prev;
    },
    { sel: rows, prev: before },
  );
}

/**
 * Waits until the list's pagination shows its count: the whole list has come. A big list of ours
 * opens on its first rows with "1-10 of more than 10" (src/dataProvider/earlyRows.ts); a sort or
 * a page turn is measured on the whole list, as a person finds it after a moment.
 */
export async function countShown(page: Page): Promise<void> {
  await untilDom(
    page,
    (sel) => {
      const text = document.querySelector(sel)?.textContent ?? '';
      return /\d/.test(text) && !text.includes('more than');
    },
    '.MuiTablePagination-displayedRows',
  );
}

/** Waits until every visible row contains the text typed in the filter. */
export async function rowsMatch(page: Page, text: string): Promise<void> {
  await untilDom(
    page,
    ({ sel, needle }) => {
      const all = [...document.querySelectorAll(sel)];
      return all.length > 0 && all.every((r) => (r.textContent ?? '').toLowerCase().includes(needle));
    },
    { sel: rows, needle: text.toLowerCase() },
  );
}

export function ours(url: string): AdminUnderTest {
  return {
    name: 'ours',
    url,
    loginVisible: (page) => page.getByLabel(/^Email$/).waitFor(),
    fillLogin: async (page, email, password) => {
      await page.getByLabel(/^Email$/).fill(email);
      await page.getByLabel(/^Password$/).fill(password);
    },
    submitLogin: (page) => page.getByRole('button', { name: 'Sign in' }).click(),
    dashboardFilled: async (page) => {
      await page.waitForURL('**/dashboard');
      // the stats cards show their figures (a skeleton while loading, a <p> once filled)
      await untilDom(page, (ids) => ids.every((id) => document.querySelector(`[data-testid="${id}"] p`)), [
        'card-unboxed',
        'card-net-profit',
        'card-new-users',
      ]);
    },
    openUsers: (page) => page.getByRole('navigation', { name: 'Main navigation' }).getByText('Users', { exact: true }).click(),
    sortByUsername: (page) => page.locator('thead [data-field="username"]').click(),
    nextPage: (page) => page.getByRole('button', { name: /next page/i }).click(),
    filter: (page, text) =>
      page
        .getByRole('textbox', { name: /search/i })
        .first()
        .fill(text),
  };
}

export function anchor(url: string): AdminUnderTest {
  return {
    name: 'anchor',
    url,
    loginVisible: (page) => page.getByLabel(/^Username/).waitFor(),
    fillLogin: async (page, email, password) => {
      await page.getByLabel(/^Username/).fill(email);
      await page.getByLabel(/^Password/).fill(password);
    },
    submitLogin: (page) => page.getByRole('button', { name: 'Sign in' }).click(),
    // waited for in the page as ours is (untilDom), so neither pays for the bench's polling
    dashboardFilled: (page) =>
      untilDom(page, (id) => /^Users: \d+/.test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''), 'dashboard-figure'),
    openUsers: (page) => page.getByRole('menuitem', { name: 'Users' }).click(),
    sortByUsername: (page) => page.locator('thead [data-field="username"]').click(),
    nextPage: (page) => page.getByRole('button', { name: /next page/i }).click(),
    filter: (page, text) =>
      page
        .getByRole('textbox', { name: /search/i })
        .first()
        .fill(text),
  };
}

/** Goes to `path` inside the single-page app (a page load would reset the renderer's CPU counter). */
export function navigateInApp(page: Page, path: string): Promise<void> {
  return page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * `runs` times: a fresh browser profile signed in to `app`, its dashboard filled, handed to `run`
 * (where the per-screen figures start), then closed. The first failure stops the runs and comes
 * back as the figure's error, also logged under `label`.
 */
export async function eachSignedInRun(
  app: AdminUnderTest,
  creds: { email: string; password: string },
  runs: number,
  label: string,
  log: (m: string) => void,
  run: (session: Session) => Promise<void>,
): Promise<{ error: string } | undefined> {
  for (let n = 0; n < runs; n += 1) {
    const session = await freshSession();
    try {
      await session.page.goto(`${app.url}/`);
      await app.loginVisible(session.page);
      await app.fillLogin(session.page, creds.email, creds.password);
      await app.submitLogin(session.page);
      await app.dashboardFilled(session.page);
      await run(session);
    } catch (err) {
      const error = err instanceof Error ? err.message.split('\n')[0] : String(err);
      log(`  ${label}: not measured: ${error}`);
      return { error };
    } finally {
      await session.close();
    }
    log(`  ${label}: run ${n + 1}/${runs} done`);
  }
  return undefined;
}
