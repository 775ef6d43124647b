/**
 * Live lists in Chromium against the real server: two admins, each in a browser of their own, have
 * the same order open in the orders list; one cancels it, and the other's list shows it cancelled
 * without a reload (the push channel, GET /api/admin/events, src/dataProvider/liveChanges.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, submitAdminLogin, type Browser, type RunningServer } from './harness';
import type { OrderLine } from '../../src/domain/types/profit';

let server: RunningServer;
const browsers: Browser[] = [];

async function signedIn(): Promise<Page> {
  const browser = await launchBrowser();
  browsers.push(browser);
  const page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await submitAdminLogin(page, server.url);
  return page;
}

async function openOrders(page: Page, orderid: string): Promise<void> {
  await page.goto(`${server.url}/order-management`);
  await page.getByPlaceholder('Order number').fill(orderid);
  await page
    .getByRole('button', { name: `Actions for ${orderid}` })
    .first()
    .waitFor();
}

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.stop();
});

describe('an open orders list', () => {
  it('shows an order another admin cancelled, without a reload', async () => {
    const [mine, theirs] = [await signedIn(), await signedIn()];
    const token = await mine.evaluate(() => window.localStorage.getItem('mysteryBoxAdmin.token'));
    const reply = await fetch(`${server.url}/api/admin/getOrders`, { headers: { authorization: `Bearer ${token}` } });
    const { orders } = (await reply.json()) as { orders: OrderLine[] };
    const line = orders.find((l) => l.status === 'processing');
    const orderid = String(line?.orderId.orderid);
    const lines = orders.filter((l) => l.orderId.orderid === orderid).length;

    await openOrders(mine, orderid);
    await openOrders(theirs, orderid);
    // gone on a reload
    await theirs.evaluate(() => Object.assign(window, { sameDocument: true }));
    expect(await theirs.getByRole('row').filter({ hasText: 'Cancel' }).count()).toBe(0);

    await mine
      .getByRole('button', { name: `Actions for ${orderid}` })
      .first()
      .click();
    await mine.getByRole('menuitem', { name: 'Cancel' }).click();
    const dialog = mine.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Cancelled by the other admin');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await mine.getByText('Order Status Updated Successfully').waitFor();

    await expect.poll(() => theirs.getByRole('row').filter({ hasText: 'Cancel' }).count()).toBe(lines);
    expect(await theirs.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});
