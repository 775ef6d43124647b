/**
 * Issue 17, in real Chromium against the real server on freshly seeded data: a one-row delete
 * reloads the list in place; a renamed product shows in the cached order list and Refresh rereads
 * every list; a refused list shows the permission message and no count; box names lose their "~"
 * suffix in the user profile; a read-only rarity member sees no write buttons; the product pages
 * have app-bar titles; rarities are listed by rank and the admin sets the rank.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${server.url}/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await reply.json()) as T;
}

async function signIn(p: Page, email: string, password: string): Promise<void> {
  await p.goto(`${server.url}/`);
  await p.getByLabel(/^Email$/).fill(email);
  await p.getByLabel(/^Password$/).fill(password);
  await p.getByRole('button', { name: 'Sign in' }).click();
  await p.waitForURL(`${server.url}/dashboard`);
}

async function addMember(email: string, role: string[]): Promise<void> {
  const reply = await api<{ code: number; msg: string }>('POST', 'api/admin/addTeam', {
    firstName: 'Issue',
    lastName: 'Seventeen',
    email,
    password: 'Member@1234',
    confirmPassword: 'Member@1234',
    role,
  });
  expect(reply).toMatchObject({ code: 200 });
}

/** A page of a second browser, signed in as a new member holding `role`. */
async function memberPage(email: string, role: string[]): Promise<{ member: Page; close: () => Promise<void> }> {
  await addMember(email, role);
  const other = await launchBrowser();
  const member = await other.newPage();
  await signIn(member, email, 'Member@1234');
  return { member, close: () => other.close() };
}

/** Client-side navigation (no reload): the session's caches stay as they are. */
async function navigateInApp(to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

async function confirmRowDelete(row: ReturnType<Page['getByRole']>): Promise<void> {
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Successfully Deleted').first().waitFor();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  await signIn(page, 'admin@example.com', 'Admin@12345');
  token = (await page.evaluate(() => window.localStorage.getItem('mysteryBoxAdmin.token'))) ?? '';
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a one-row delete reloads the list in place', () => {
  it('team member', async () => {
    await addMember('delete.me@example.com', ['readBrand']);
    await page.goto(`${server.url}/team-management`);
    const row = page.getByRole('row').filter({ hasText: 'delete.me@example.com' });
    await confirmRowDelete(row);
    await expect.poll(() => row.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/team-management');
    await page.getByRole('row').filter({ hasText: 'support@example.com' }).waitFor();
  });

  it('activity-log row', async () => {
    await page.goto(`${server.url}/activityLog`);
    const first = page.locator('tbody tr').first();
    await first.waitFor();
    await confirmRowDelete(first);
    expect(new URL(page.url()).pathname).toBe('/activityLog');
    await page.locator('tbody tr').first().waitFor();
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
  });

  it('social proof', async () => {
    const { socialProofs } = await api<{ socialProofs: Array<{ title: string }> }>('GET', 'api/admin/getAllSocialProofs');
    const titles = socialProofs.map((p) => p.title);
    const title = titles.find((t) => titles.filter((other) => other === t).length === 1) ?? titles[0];
    await page.goto(`${server.url}/winners-social-proof`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.first().waitFor();
    const before = await row.count();
    await confirmRowDelete(row.first());
    await expect.poll(() => row.count()).toBe(before - 1);
    expect(new URL(page.url()).pathname).toBe('/winners-social-proof');
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
  });
});

describe('no stale data across entities', () => {
  it('shows a product renamed in its form in the order list of the same session', async () => {
    const { orders } = await api<{ orders: Array<{ orderId: { orderid: string }; productId: { _id: string; name: string } }> }>(
      'GET',
      'api/admin/getOrders',
    );
    const line = orders[0];
    // the order list is read (and cached) first
    await page.goto(`${server.url}/order-management`);
    await page.getByPlaceholder('Order number').fill(line.orderId.orderid);
    await page.getByRole('row').filter({ hasText: line.productId.name }).first().waitFor();

    const renamed = `${line.productId.name} (renamed)`;
    await navigateInApp(`/products/create-product?id=${line.productId._id}`);
    await page.getByLabel(/^Name/).fill(renamed);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Product updated successfully').waitFor();

    await navigateInApp('/order-management');
    await page.getByPlaceholder('Order number').fill(line.orderId.orderid);
    await page.getByRole('row').filter({ hasText: renamed }).first().waitFor();
  });

  it("rereads every cached list on the app bar's Refresh", async () => {
    const { shippingData } = await api<{ shippingData: Array<{ _id: string; shippingName: string }> }>(
      'GET',
      'api/admin/getAllShippingData',
    );
    const method = shippingData[0];
    await page.goto(`${server.url}/shippingManagement`);
    await page.getByRole('row').filter({ hasText: method.shippingName }).first().waitFor();
    const renamed = `${method.shippingName} Express`;
    // changed elsewhere (another admin, another tab): this session's cache does not know
    expect(await api('PUT', 'api/admin/updateShippingDelivery', { id: method._id, shippingName: renamed })).toMatchObject({ code: 200 });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('row').filter({ hasText: renamed }).first().waitFor();
  });
});

describe('a refused list', () => {
  it('shows the permission message and no count, not an empty list', async () => {
    const { member, close } = await memberPage('dashboard.only@example.com', ['readDashboard']);
    try {
      await member.goto(`${server.url}/feedback`);
      await member.getByText('You do not have permission to access this').first().waitFor();
      expect(await member.getByText('Data does not found').count()).toBe(0);
      expect(await member.getByText(/\d+-\d+ of \d+/).count()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe('box names', () => {
  it('hides the "~" suffix in the user profile Total Box tab', async () => {
    const { userList } = await api<{ userList: Array<{ _id: string }> }>('GET', 'api/admin/getUserData');
    let found: { id: string; name: string } | null = null;
    for (const user of userList) {
      const detail = await api<{ boxList: Array<{ boxId: { name: string } | null }> }>('GET', `api/admin/getUserDetailById/${user._id}`);
      const box = detail.boxList.find((win) => win.boxId?.name.includes('~'));
      if (box?.boxId) {
        found = { id: user._id, name: box.boxId.name };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { id, name } = found!;
    await page.goto(`${server.url}/user-profile-details?id=${id}`);
    await page.getByRole('tab', { name: 'Total Box' }).click();
    await page
      .getByRole('cell', { name: name.split('~')[0], exact: true })
      .first()
      .waitFor();
    expect(await page.getByText(name).count()).toBe(0);
  });
});

describe('read-only members', () => {
  it('see no Create Rarity and no bulk Delete with read-only rarity rights, and rarities by rank', async () => {
    const { member, close } = await memberPage('rarity.reader@example.com', ['readRarityLevel']);
    try {
      await member.goto(`${server.url}/products/rarity-list`);
      await member.getByRole('cell', { name: 'Legendary', exact: true }).waitFor();
      expect(await member.getByRole('button', { name: 'Create Rarity' }).count()).toBe(0);
      expect(await member.getByRole('checkbox').count()).toBe(0);
      expect(await member.getByRole('button', { name: 'Delete' }).count()).toBe(0);
      const names = await member.locator('tbody tr td:nth-child(2)').allTextContents();
      expect(names).toEqual(['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary']);
    } finally {
      await close();
    }
  });
});

describe('product pages', () => {
  it('have app-bar titles', async () => {
    await page.goto(`${server.url}/products/create-product`);
    await expect.poll(() => page.locator('#react-admin-title').textContent()).toBe('Product');
    const { product } = await api<{ product: Array<{ _id: string }> }>('POST', 'api/admin/getProduct', { skip: 0, limit: 1 });
    await page.goto(`${server.url}/products/view-product/${product[0]._id}`);
    await expect.poll(() => page.locator('#react-admin-title').textContent()).toBe('Product Detail');
  });
});

describe('rarity rank', () => {
  it('starts a new rarity at the next rank and lets the admin set it; the list follows the rank', async () => {
    await page.goto(`${server.url}/products/add-raritylevel`);
    await expect.poll(() => page.getByLabel(/^Rank/).inputValue()).toBe('6');
    await page.getByLabel(/^Name/).fill('Mythic');
    await page.getByLabel(/^Rank/).fill('2');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/products\/rarity-list/);
    await page.getByRole('cell', { name: 'Mythic', exact: true }).waitFor();
    const names = await page.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(names.slice(0, 3)).toEqual(['Common', 'Mythic', 'Uncommon']);
  });
});
