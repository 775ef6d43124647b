/**
 * Screens of the spec that no other browser test drives, in Chromium against the real server on a
 * fresh demo database: Add to Inventory on the product list opened for a user, and its redirect to
 * that user's profile (operations §2, §7); the users list's change-to-streamer dialog with its
 * success and "Something Went Wrong." toasts (core §7, §8); and the return request's address in its
 * Show Details modal (operations §3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TABLE_PAGE_SIZE } from '../../src/domain/lists';
import type { ShippingAddress } from '../../src/domain/types/profit';
import { everyRowShows, launchBrowser, startServer, submitAdminLogin, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token = '';

interface ListedUser {
  _id: string;
  username: string;
  isBlock: boolean;
  userType: string;
}
interface UserDetail {
  userData: { userType: string };
  inventoryList: Array<{ productId: { name: string } | null }>;
  inventoryCount: number;
}

/** A call of the admin API as the demo super admin; the reply's body. */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${server.url}/api/admin/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await reply.json()) as T;
}

/** Shop users who are neither blocked nor streamers yet. */
async function plainUsers(): Promise<ListedUser[]> {
  const { userList } = await api<{ userList: ListedUser[] }>('GET', 'getUserData');
  return userList.filter((u) => !u.isBlock && u.userType === 'user');
}

async function openUserRow(username: string): Promise<void> {
  await page.goto(`${server.url}/users/list-user`);
  await page.getByText('User Details').first().waitFor();
  await page.getByPlaceholder('Search').fill(username);
  await page.getByRole('cell', { name: username, exact: true }).waitFor();
  // the search is debounced: wait until it has applied, so the row is not drawn again under the menu
  await everyRowShows(page, username);
}

async function openStreamerDialog(username: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Change to Streamer' }).click();
  await page.getByRole('dialog').getByText(`Change ${username} to a streamer?`).waitFor();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin@12345' }),
  }).then((r) => r.json() as Promise<{ token: string }>);
  token = login.token;
  page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await submitAdminLogin(page, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Add to Inventory', () => {
  it('is offered only when the product list is opened for a user', async () => {
    await page.goto(`${server.url}/products/list_product`);
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: /^Add to Inventory/ }).count()).toBe(0);
  });

  it("adds the product to the user's inventory, then opens the user's profile with it in Cart Items", async () => {
    const [user] = await plainUsers();
    const before = await api<UserDetail>('GET', `getUserDetailById/${user._id}`);
    await page.goto(`${server.url}/products/list_product?userid=${user._id}`);
    // a card's heading is its product's name, a link to the product
    const firstName = page
      .getByRole('heading', { level: 2 })
      .filter({ has: page.getByRole('link') })
      .first();
    await firstName.waitFor();
    const name = (await firstName.innerText()).trim();

    // each card's button says which product it adds, as its Edit and Delete buttons do
    await page.getByRole('button', { name: `Add to Inventory ${name}`, exact: true }).click();
    await page.getByText('Product added to inventory').waitFor();
    await page.waitForURL(`${server.url}/user-profile-details?id=${user._id}`);
    await page.getByRole('tab', { name: 'Cart Items' }).click();
    // the newest item comes first
    const firstItem = page.getByRole('table', { name: 'Cart Items' }).locator('tbody tr').first();
    await firstItem.getByText(name, { exact: true }).waitFor();
    await firstItem.getByRole('img', { name, exact: true }).waitFor();

    const after = await api<UserDetail>('GET', `getUserDetailById/${user._id}`);
    expect(after.inventoryCount).toBe(before.inventoryCount + 1);
    expect(after.inventoryList[0].productId?.name).toBe(name);
  });
});

describe('change to streamer', () => {
  it('changes the user type: the success toast, the row says streamer and the menu no longer offers it', async () => {
    const users = await plainUsers();
    const target = users[1];
    await openUserRow(target.username);
    await openStreamerDialog(target.username);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('You have successfully changed the user type.').waitFor();
    const row = page.locator('tbody tr', { has: page.getByRole('cell', { name: target.username, exact: true }) });
    await row.getByRole('cell', { name: 'streamer', exact: true }).waitFor();
    await page.getByRole('button', { name: `Actions for ${target.username}` }).click();
    await page.getByRole('menuitem', { name: 'View Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Change to Streamer' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    const detail = await api<UserDetail>('GET', `getUserDetailById/${target._id}`);
    expect(detail.userData.userType).toBe('streamer');
  });

  it('says "Something Went Wrong." when the server refuses the change (another admin made it first)', async () => {
    const users = await plainUsers();
    const target = users[2];
    await openUserRow(target.username);
    await openStreamerDialog(target.username);
    // while the dialog is open, the change is made through the API: the server refuses the second one
    const first = await api<{ code: number }>('POST', 'changeUserTypeToStreamer', { userId: target._id });
    expect(first.code).toBe(200);
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/admin/changeUserTypeToStreamer'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const reply = await refused;
    expect(reply.status()).toBe(409);
    await page.getByText('Something Went Wrong.').waitFor();
    expect(await page.getByText('You have successfully changed the user type.').count()).toBe(0);
    // the list is read again: the row shows what the server holds
    const row = page.locator('tbody tr', { has: page.getByRole('cell', { name: target.username, exact: true }) });
    await row.getByRole('cell', { name: 'streamer', exact: true }).waitFor();
  });
});

describe('return order details', () => {
  it("shows the order's address in full: address lines 1 and 2, city and zip", async () => {
    const { returnRequests } = await api<{
      returnRequests: Array<{ _id: string; orderDetailId: { _id: string; orderId: { orderid: string } } }>;
    }>('GET', 'getAllReturnOrderRequest');
    const { orders } = await api<{ orders: Array<{ _id: string; orderId: { shippingAddress: ShippingAddress } }> }>('GET', 'getOrders');
    const addressOf = new Map(orders.map((line) => [line._id, line.orderId.shippingAddress]));
    // a request whose address has a second line (the demo data gives one to about a quarter of them)
    const index = returnRequests.findIndex((r) => (addressOf.get(r.orderDetailId._id)?.addressLine2 ?? '') !== '');
    expect(index).toBeGreaterThanOrEqual(0);
    const request = returnRequests[index];
    const address = addressOf.get(request.orderDetailId._id)!;
    const orderid = request.orderDetailId.orderId.orderid;

    // the list is newest first, as the server's reply
    const listPage = Math.floor(index / TABLE_PAGE_SIZE) + 1;
    await page.goto(`${server.url}/return-order?filter=${encodeURIComponent('{}')}&order=DESC&page=${listPage}&sort=createdAt`);
    const row = page.locator('tbody tr', { has: page.getByRole('cell', { name: orderid, exact: true }) });
    await row.getByRole('button', { name: 'Show Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return Request Details' });
    const shown = dialog.getByText('Address', { exact: true }).locator('xpath=following-sibling::*[1]');
    await shown.waitFor();
    const parts = (await shown.innerText()).split(',').map((part) => part.trim());
    for (const part of [address.addressLine1, address.addressLine2, address.city, address.zipCode]) expect(parts).toContain(part);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
