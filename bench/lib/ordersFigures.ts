/**
 * Our admin only (the anchor has no orders screen): the orders list at 100,000 lines (open, sort by
 * price, filter by status, next page), an order cancelled from the list (Confirm to its rows showing
 * Cancel: the list is read again behind them), another order searched for at once after it (while
 * the list is read again), and the Excel export of every line (time to the file, and the page's
 * main-thread busy time while it is written).
 */
import type { Page } from 'playwright-core';
import { countShown, firstRowChanged, firstRowText, tenRowsVisible, eachSignedInRun, navigateInApp, type AdminUnderTest } from './apps';
import { measure, type Session } from './browser';
import { untilDom } from './untilDom';
import { summarise, type Figure, type Sample } from './stats';

export interface OrdersFigures {
  /** to ten rows shown */
  open: Figure;
  /** to the count shown (the whole list has come), from the same click */
  openWhole: Figure;
  sort: Figure;
  filter: Figure;
  nextPage: Figure;
  /** an order's Cancel confirmed -> its rows show Cancel */
  cancel: Figure;
  /** then at once, another order's number typed in the search -> its rows shown */
  searchAfterCancel: Figure;
  exportAll: Figure;
}

async function statusShown(page: Page, status: string): Promise<void> {
  await untilDom(
    page,
    (wanted) => {
      const rows = [...document.querySelectorAll('table tbody tr')];
      return rows.length > 0 && rows.every((row) => (row.textContent ?? '').includes(wanted));
    },
    status,
  );
}

/** The list's filter, through the URL. */
function ordersWhere(app: AdminUnderTest, filter: Record<string, string>): string {
  return `${app.url}/order-management?filter=${encodeURIComponent(JSON.stringify(filter))}&page=1`;
}

/** The order's lines shown: none processing any more, and at least one cancelled. */
async function cancelShown(page: Page): Promise<void> {
  await untilDom(
    page,
    () => {
      const rows = [...document.querySelectorAll('table tbody tr')].map((row) => row.textContent ?? '');
      return rows.some((text) => text.includes('Cancel')) && !rows.some((text) => text.includes('Processing'));
    },
    null,
  );
}

/**
 * The newest processing line's order, found by its number in the whole list and cancelled with a
 * reason from that line's menu: from the dialog's Confirm to its processing lines showing Cancel
 * (a line of the order already shipped or delivered keeps its status). Then at once, the next
 * processing order's number typed in the search: to its rows shown, while the list is read again.
 */
async function cancelOne(session: Session, app: AdminUnderTest): Promise<{ cancel: Sample; searchAfter: Sample }> {
  const { page } = session;
  await page.goto(ordersWhere(app, { status: 'processing' }));
  await tenRowsVisible(page, 'price');
  const labels = await page
    .locator('tbody tr')
    .getByRole('button', { name: /^Actions for / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const label = labels[0];
  const orderid = label.replace(/^Actions for /, '');
  const next = labels.find((each) => each !== label);
  if (!next) throw new Error('the first page of processing lines holds one order only: no other order to search for');
  const other = next.replace(/^Actions for /, '');
  await page.goto(ordersWhere(app, { q: orderid }));
  await statusShown(page, orderid);
  await page.locator('tbody tr').filter({ hasText: 'Processing' }).first().getByRole('button', { name: label }).click();
  await page.getByRole('menuitem', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Cancelled by the bench');
  const cancel = await measure(
    session,
    () => dialog.getByRole('button', { name: 'Confirm' }).click(),
    () => cancelShown(page),
  );
  const searchAfter = await measure(
    session,
    () => page.getByPlaceholder('Order number').fill(other),
    () => statusShown(page, other),
  );
  return { cancel, searchAfter };
}

export async function ordersFigures(
  app: AdminUnderTest,
  creds: { email: string; password: string },
  runs: number,
  log: (m: string) => void,
): Promise<OrdersFigures | { error: string }> {
  const samples: Record<keyof OrdersFigures, Sample[]> = {
    open: [],
    openWhole: [],
    sort: [],
    filter: [],
    nextPage: [],
    cancel: [],
    searchAfterCancel: [],
    exportAll: [],
  };
  const failed = await eachSignedInRun(app, creds, runs, 'orders', log, async (session) => {
    const { page } = session;
    const opening = async () => {
      samples.open.push(
        await measure(
          session,
          () => navigateInApp(page, '/order-management'),
          () => tenRowsVisible(page, 'price'),
        ),
      );
    };
    samples.openWhole.push(await measure(session, opening, () => countShown(page)));
    let before = await firstRowText(page);
    samples.sort.push(
      await measure(
        session,
        () => page.locator('thead [data-field="price"]').click(),
        () => firstRowChanged(page, before),
      ),
    );
    await page.getByRole('combobox', { name: 'Status' }).click();
    // pointed at once the menu has opened, as a person does before clicking: Playwright's click
    // waits for a moving target to stand still, and that wait was billed to the filter
    const delivered = page.getByRole('option', { name: 'Delivered' });
    await delivered.hover();
    samples.filter.push(
      await measure(
        session,
        () => delivered.click(),
        () => statusShown(page, 'Delivered'),
      ),
    );
    // the next page once the menu has gone: its closing fade covers the page, and a click sent
    // before it ends waits for it
    await page.getByRole('listbox', { includeHidden: true }).waitFor({ state: 'detached' });
    before = await firstRowText(page);
    samples.nextPage.push(
      await measure(
        session,
        () => page.getByRole('button', { name: /next page/i }).click(),
        () => firstRowChanged(page, before),
      ),
    );
    const { cancel, searchAfter } = await cancelOne(session, app);
    samples.cancel.push(cancel);
    samples.searchAfterCancel.push(searchAfter);
    // every line: the list's filter emptied through the URL
    await page.goto(ordersWhere(app, {}));
    await tenRowsVisible(page, 'price');
    const download = page.waitForEvent('download', { timeout: 240_000 });
    samples.exportAll.push(
      await measure(
        session,
        () => page.getByRole('button', { name: 'Export Excel' }).click(),
        () => download,
      ),
    );
  });
  if (failed) return failed;
  return {
    open: summarise(samples.open),
    openWhole: summarise(samples.openWhole),
    sort: summarise(samples.sort),
    filter: summarise(samples.filter),
    nextPage: summarise(samples.nextPage),
    cancel: summarise(samples.cancel),
    searchAfterCancel: summarise(samples.searchAfterCancel),
    exportAll: summarise(samples.exportAll),
  };
}
