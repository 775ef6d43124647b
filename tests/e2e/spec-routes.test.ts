/**
 * Screens of the spec's route table that had none (issue 15): /data-table, core §7's demo table,
 * deletes the selected users through POST api/admin/removeUser; /orderDetails shows the order detail
 * screen, its query kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;

const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };

async function api<T>(path: string): Promise<T> {
  const reply = await fetch(`${server.url}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await reply.json()) as T;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  }).then((r) => r.json() as Promise<{ token: string }>);
  token = login.token;
  page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await page.getByLabel(/^Email$/).fill(ADMIN.email);
  await page.getByLabel(/^Password$/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('route-table screens', () => {
  it('/data-table deletes the selected users through POST removeUser after the confirmation', async () => {
    const removeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/removeUser')) removeCalls.push(`${request.method()} ${request.postData() ?? ''}`);
    });
    await page.goto(`${server.url}/data-table`);
    await page.getByText('Data Table').first().waitFor();
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    const chosen = [await rows.nth(0).locator('td').nth(1).innerText(), await rows.nth(1).locator('td').nth(1).innerText()];
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to remove? This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Your selected items deleted').waitFor();
    expect(removeCalls).toHaveLength(1);
    expect(removeCalls[0]).toMatch(/^POST \{"ids":\[/);
    const { userList } = await api<{ userList: Array<{ username: string }> }>('api/admin/getUserData');
    const left = new Set(userList.map((u) => u.username));
    expect(chosen.filter((name) => left.has(name))).toEqual([]);
  });

  it('/orderDetails shows the order detail screen for the id in its query', async () => {
    const { orders } = await api<{ orders: Array<{ orderId: { _id: string; orderid: string } }> }>('api/admin/getOrders');
    const order = orders[0].orderId;
    await page.goto(`${server.url}/orderDetails?id=${order._id}`);
    await page.waitForURL(`${server.url}/order-details?id=${order._id}`);
    await page.getByText(`Order Number: ${order.orderid}`).waitFor();
  });
});
