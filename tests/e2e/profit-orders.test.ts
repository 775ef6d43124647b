/**
 * The profit area in Chromium against the real server: ship then deliver an order, cancel one with
 * a reason, export the filtered orders to Excel and read the file back, approve and decline
 * withdrawals, and the print view of an invoice.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { read, utils } from 'xlsx';
import { everyRowShows, holdRequests, launchBrowser, startServer, submitAdminLogin, type Browser, type RunningServer } from './harness';
import type { OrderLine, Withdrawal } from '../../src/domain/types/profit';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;

async function api<T>(path: string): Promise<T> {
  const reply = await fetch(`${server.url}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await reply.json()) as T;
}

/** A call with a body, as another client would send it. */
async function send(method: string, path: string, body: unknown, as = token): Promise<{ code: number; msg: string }> {
  const reply = await fetch(`${server.url}/${path}`, {
    method,
    headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await reply.json()) as { code: number; msg: string };
}

async function signedIn(email: string, password: string): Promise<string> {
  const reply = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await reply.json()) as { token: string }).token;
}

/** Orders whose every line is in `status`, as [order _id, order number, line count]. */
async function ordersAll(status: string): Promise<Array<{ id: string; orderid: string; lines: number }>> {
  const { orders } = await api<{ orders: OrderLine[] }>('api/admin/getOrders');
  const byOrder = new Map<string, OrderLine[]>();
  for (const line of orders) byOrder.set(line.orderId._id, [...(byOrder.get(line.orderId._id) ?? []), line]);
  return [...byOrder.values()]
    .filter((lines) => lines.every((l) => l.status === status))
    .map((lines) => ({ id: lines[0].orderId._id, orderid: lines[0].orderId.orderid, lines: lines.length }));
}

async function openOrders(orderid: string): Promise<void> {
  await page.goto(`${server.url}/order-management`);
  await page.getByPlaceholder('Order number').fill(orderid);
  await page
    .getByRole('button', { name: `Actions for ${orderid}` })
    .first()
    .waitFor();
}

async function rowAction(orderid: string, item: string): Promise<void> {
  await page
    .getByRole('button', { name: `Actions for ${orderid}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await submitAdminLogin(page, server.url);
  token = (await page.evaluate(() => window.localStorage.getItem('mysteryBoxAdmin.token'))) ?? '';
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('orders', () => {
  it('ships an order with a track number per item, then delivers it', async () => {
    const [order] = (await ordersAll('processing')).filter((o) => o.lines > 1).concat(await ordersAll('processing'));
    await openOrders(order.orderid);
    await rowAction(order.orderid, 'Shipped');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Enter a track number for each item that ships:').waitFor();
    const inputs = dialog.getByLabel(/^Track number for/);
    await expect.poll(() => inputs.count()).toBe(order.lines);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Please enter a track number').first().waitFor();
    for (let i = 0; i < order.lines; i += 1) await inputs.nth(i).fill(`1ZE2E${i}`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Order Status Updated Successfully').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Shipped' }).count()).toBe(order.lines);

    await rowAction(order.orderid, 'Delivered');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Delivered' }).count()).toBe(order.lines);
    await page
      .getByRole('button', { name: `Actions for ${order.orderid}` })
      .first()
      .click();
    await expect
      .poll(() => page.getByRole('menuitem').allTextContents())
      .toEqual(['Order Details', 'Get bill', 'Shipped', 'Delivered', 'Cancel']);
    for (const item of ['Shipped', 'Delivered', 'Cancel']) {
      expect(await page.getByRole('menuitem', { name: item }).getAttribute('aria-disabled')).toBe('true');
    }
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/order-details?id=${order.id}`);
    await page.getByText(`Order Number: ${order.orderid}`).waitFor();
    await page.getByText('1ZE2E0').waitFor();
    expect(await page.getByRole('link', { name: 'Track Order' }).first().getAttribute('href')).toContain('ups.com');
  });

  it('cancels an order with a reason and then disables its details', async () => {
    const order = (await ordersAll('processing'))[1];
    await openOrders(order.orderid);
    await rowAction(order.orderid, 'Cancel');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Please enter a reason').waitFor();
    await dialog.getByLabel('Reason').fill('Customer asked to cancel');
    // the orders list, read again after the change, is held: the cancelled lines show from the
    // action's own reply (on a large shop the list takes seconds to come back)
    const held = await holdRequests(page, (url) => url.pathname.endsWith('/api/admin/getOrders'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Order Status Updated Successfully').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Cancel' }).count()).toBe(order.lines);
    await expect.poll(() => held.count()).toBeGreaterThan(0);
    await page
      .getByRole('button', { name: `Actions for ${order.orderid}` })
      .first()
      .click();
    expect(await page.getByRole('menuitem', { name: 'Cancel' }).getAttribute('aria-disabled')).toBe('true');
    expect(held.answered()).toBe(0);
    await page.keyboard.press('Escape');
    await held.release();
    await expect.poll(() => held.answered()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Cancel' }).count()).toBe(order.lines);
    await page
      .getByRole('button', { name: `Actions for ${order.orderid}` })
      .first()
      .click();
    expect(await page.getByRole('menuitem', { name: 'Order Details' }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('menuitem', { name: 'Get bill' }).getAttribute('aria-disabled')).toBe('true');
    // the status actions show, disabled, as for every other status where they do not apply
    for (const item of ['Shipped', 'Delivered', 'Cancel']) {
      expect(await page.getByRole('menuitem', { name: item }).getAttribute('aria-disabled')).toBe('true');
    }
    await page.keyboard.press('Escape');
  });

  it('searches and filters the orders at once after a cancel, while the list is read again', async () => {
    const [order, other] = await ordersAll('processing');
    await openOrders(order.orderid);
    await rowAction(order.orderid, 'Cancel');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Out of stock');
    const held = await holdRequests(page, (url) => url.pathname.endsWith('/api/admin/getOrders'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Order Status Updated Successfully').waitFor();
    await expect.poll(() => held.count()).toBeGreaterThan(0);
    // another search is answered from the rows the list had, while their new read is held
    await page.getByPlaceholder('Order number').fill(other.orderid);
    await page
      .getByRole('button', { name: `Actions for ${other.orderid}` })
      .first()
      .waitFor({ timeout: 5000 });
    // and so is a filter by status, with the cancel in it
    await page.getByPlaceholder('Order number').fill(order.orderid);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: order.orderid }).count(), { timeout: 5000 }).toBe(order.lines);
    // meanwhile another admin cancels the other order: the rows the list had do not know it ...
    const reply = await fetch(`${server.url}/api/admin/updateOrders`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: other.id, status: 'cancel', reason: 'Fraud' }),
    });
    expect(reply.status).toBe(200);
    await page.getByPlaceholder('Order number').fill(other.orderid);
    await expect.poll(() => page.getByText('Data does not found').count(), { timeout: 5000 }).toBe(1);
    expect(held.answered()).toBe(0);
    // ... the list read again does: the page shown is read from it, with no click
    await held.release();
    await expect.poll(() => page.getByRole('row').filter({ hasText: other.orderid }).count()).toBe(other.lines);
  });

  it('exports every row of the current filter and the file reads back', async () => {
    const { orders } = await api<{ orders: OrderLine[] }>('api/admin/getOrders');
    const cancelled = orders.filter((line) => line.status === 'cancel');
    await page.goto(`${server.url}/order-management`);
    await page.getByPlaceholder('Order number').fill('');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Cancel' }).click();
    await page.getByText(`of ${cancelled.length}`).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^order-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/);
    const file = await download.path();
    const book = read(fs.readFileSync(file), { type: 'buffer' });
    expect(book.SheetNames).toEqual(['OrdersList']);
    const rows = utils.sheet_to_json<unknown[]>(book.Sheets.OrdersList, { header: 1 });
    expect(rows[0]).toEqual([
      'Order Number',
      'Customer Name',
      'Customer Address',
      'Ordered Item',
      'Order Quantity',
      'Items Price',
      'Date/Time',
    ]);
    expect(rows).toHaveLength(cancelled.length + 1);
    const newest = [...cancelled].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const row = rows.find((r) => r[0] === newest.orderId.orderid && r[3] === newest.productId.name);
    expect(row?.[1]).toBe(newest.userId.username);
    expect(row?.[5]).toBe(newest.price);
  });

  it('shows in its filter fields the filters that Back and Forward bring back', async () => {
    const status = page.getByRole('combobox', { name: 'Status' });
    const search = page.getByPlaceholder('Order number');
    const shipped = (await ordersAll('shipped'))[0];
    // a link with parameters wins over what the list kept from the tests above
    await page.goto(`${server.url}/order-management?filter=${encodeURIComponent('{}')}&page=1`);
    await page.getByRole('button', { name: /next page/i }).waitFor();
    await status.click();
    await page.getByRole('option', { name: 'Delivered' }).click();
    await everyRowShows(page, 'Delivered');
    await status.click();
    await page.getByRole('option', { name: 'Shipped' }).click();
    await everyRowShows(page, 'Shipped');
    await search.fill(shipped.orderid);
    await everyRowShows(page, shipped.orderid);

    // each Back: the rows and the fields of the filters before
    await page.goBack();
    await everyRowShows(page, 'Shipped');
    await expect.poll(() => search.inputValue()).toBe('');
    await expect(status.textContent()).resolves.toContain('Shipped');
    await page.goBack();
    await everyRowShows(page, 'Delivered');
    await expect.poll(() => status.textContent()).toContain('Delivered');
    await page.goBack();
    await expect.poll(() => status.textContent()).not.toMatch(/Delivered|Shipped|Processing|Cancel/);
    // and Forward again
    await page.goForward();
    await everyRowShows(page, 'Delivered');
    await expect.poll(() => status.textContent()).toContain('Delivered');
    await page.goForward();
    await page.goForward();
    await everyRowShows(page, shipped.orderid);
    await expect.poll(() => search.inputValue()).toBe(shipped.orderid);
    await expect(status.textContent()).resolves.toContain('Shipped');
  });

  it('shows a printable invoice', async () => {
    const order = (await ordersAll('delivered'))[0];
    await page.goto(`${server.url}/invoice-details?id=${order.id}`);
    const invoice = page.getByRole('article', { name: 'Invoice' });
    await invoice.getByText(`Invoice for order ${order.orderid}`).waitFor();
    await invoice.getByText('All prices include VAT.').waitFor();
    await invoice.getByText(/^Date: \d{1,2} [A-Z][a-z]+ \d{4}$/).waitFor();
    expect(await invoice.locator('tfoot').textContent()).toMatch(/Total\$[\d,]+\.\d{2}/);
    const print = page.getByRole('button', { name: 'Print' });
    expect(await print.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await print.isVisible()).toBe(false);
    expect(await invoice.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });
});

describe('withdrawals', () => {
  it('approves one request and declines another with a message', async () => {
    const { withdrawRequests } = await api<{ withdrawRequests: Withdrawal[] }>('api/admin/getWithdrawRequests');
    const pending = withdrawRequests.filter((w) => w.status === 'pending');
    // within the four-eyes threshold (EUR 1,000 by default): one approval moves the money
    const approvable = pending.find((w) => w.walletBalance >= w.swapnetoutamount && w.swapnetoutamount <= 1000);
    const other = pending.find((w) => w !== approvable);
    expect(approvable && other).toBeTruthy();
    if (!approvable || !other) return;

    await page.goto(`${server.url}/funds-management`);
    await page.getByPlaceholder('Search').fill(approvable.orderId);
    const approveRow = page.getByRole('row').filter({ hasText: approvable.orderId });
    await approveRow.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    // the profit area's toasts are top-centre (operations §9)
    await page.locator('.MuiSnackbar-anchorOriginTopCenter').getByText('Withdrawal request approved').waitFor();
    await approveRow.getByText('Approved').waitFor();

    await page.getByPlaceholder('Search').fill(other.orderId);
    const declineRow = page.getByRole('row').filter({ hasText: other.orderId });
    await declineRow.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please enter a message').waitFor();
    await dialog.getByLabel('Message').fill('The wallet address is not valid');
    // the list, read again after the decision, is held: the row shows it from the reply, without
    // its buttons
    const held = await holdRequests(page, (url) => url.pathname.endsWith('/api/admin/getWithdrawRequests'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Withdrawal request declined').waitFor();
    await declineRow.getByText('Declined').waitFor({ timeout: 5000 });
    await expect.poll(() => held.count()).toBeGreaterThan(0);
    expect(await declineRow.getByRole('button').count()).toBe(0);
    expect(held.answered()).toBe(0);
    await held.release();
    await declineRow.getByText('Declined').waitFor();

    const after = await api<{ withdrawRequests: Withdrawal[] }>('api/admin/getWithdrawRequests');
    const byOrder = new Map(after.withdrawRequests.map((w) => [w.orderId, w]));
    expect(byOrder.get(approvable.orderId)?.status).toBe('approved');
    expect(byOrder.get(approvable.orderId)?.walletBalance).toBeCloseTo(approvable.walletBalance - approvable.swapnetoutamount, 2);
    expect(byOrder.get(other.orderId)).toMatchObject({ status: 'declined', declineMsg: 'The wallet address is not valid' });
  });

  it('needs two admins above the four-eyes threshold: the first approval waits for a second', async () => {
    // a threshold of EUR 1 for this test: every request needs two approvals (a fresh sign-in is the proof)
    const superAdmin = await signedIn('admin@example.com', 'Admin@12345');
    expect(await send('PUT', 'api/admin/securitySettings', { fourEyesThreshold: 1 }, superAdmin)).toMatchObject({ code: 200 });
    const { withdrawRequests } = await api<{ withdrawRequests: Withdrawal[] }>('api/admin/getWithdrawRequests');
    const request = withdrawRequests.find((w) => w.status === 'pending' && w.walletBalance >= w.swapnetoutamount && w.swapnetoutamount > 1);
    expect(request).toBeTruthy();
    if (!request) return;

    await page.goto(`${server.url}/funds-management`);
    await page.getByPlaceholder('Search').fill(request.orderId);
    const row = page.getByRole('row').filter({ hasText: request.orderId });
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    // more than 5 minutes after this page signed in, the admin is asked to confirm it is them
    const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
    const firstToast = page.getByText('First approval given. A second admin must approve this withdrawal before the money moves.');
    await expect.poll(async () => (await stepUp.isVisible()) || (await firstToast.isVisible())).toBe(true);
    if (await stepUp.isVisible()) {
      await stepUp.getByLabel('Your password').fill('Admin@12345');
      await stepUp.getByRole('button', { name: 'Confirm' }).click();
    }
    await firstToast.waitFor();
    await row.getByText('Awaiting second approval').waitFor();
    await row.getByText(/^First approved by \S/).waitFor();

    // not the same admin twice; another admin's approval moves the money, once
    expect((await send('POST', 'api/admin/ccpayment/withdrawFromAdmin', { orderId: request.orderId }, superAdmin)).code).toBe(409);
    const finance = await signedIn('finance@example.com', 'Team@12345');
    expect(await send('POST', 'api/admin/ccpayment/withdrawFromAdmin', { orderId: request.orderId }, finance)).toMatchObject({ code: 200 });
    await page.reload();
    await page.getByPlaceholder('Search').fill(request.orderId);
    await row.getByText('Approved').waitFor();
    const after = await api<{ withdrawRequests: Withdrawal[] }>('api/admin/getWithdrawRequests');
    const approved = after.withdrawRequests.find((w) => w.orderId === request.orderId);
    expect(approved?.walletBalance).toBeCloseTo(request.walletBalance - request.swapnetoutamount, 2);
    expect(await send('PUT', 'api/admin/securitySettings', { fourEyesThreshold: 1000 }, superAdmin)).toMatchObject({ code: 200 });
  });
});
