/**
 * Issue 15 "exact to the spec", in Chromium against the real server on a fresh demo database:
 * - the bulk Delete of every list asks "Are you sure you want to remove? This cannot be undone." (core §2);
 * - a refused form page shows the dashboard, never react-admin's "Access denied" (operations §6);
 * - pages not gated by role open, and the server's refusal shows in place of rows;
 * - a support member (writefeedback, readreturnOrder, writereturnOrder) sees Feedback and Return
 *   Orders in the menu and decides a return;
 * - a taken username on the user form is an answer, not a failed request in the console.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { launchBrowser, startServer, type Browser, type RunningServer } from './harness';

let server: RunningServer;
const SPEC_CONFIRM = 'Are you sure you want to remove? This cannot be undone.';
const SUPER = { email: 'admin@example.com', password: 'Admin@12345' };

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.getByLabel(/^Email$/).fill(email);
  await page.getByLabel(/^Password$/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}

async function apiAs<T>(email: string, password: string, path: string): Promise<T> {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then((r) => r.json() as Promise<{ token: string }>);
  return fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${login.token}` } }).then((r) => r.json() as Promise<T>);
}

/** Each admin signs in in a browser of their own (the token is kept per browser profile). */
const browsers: Browser[] = [];
async function pageOf(email: string, password: string): Promise<Page> {
  const browser = await launchBrowser();
  browsers.push(browser);
  const page = await browser.newPage();
  await signIn(page, email, password);
  return page;
}

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.stop();
});

describe('bulk delete confirmation', () => {
  let page: Page;

  beforeAll(async () => {
    page = await pageOf(SUPER.email, SUPER.password);
  });

  it.each([
    '/category-list',
    '/brand-list',
    '/products/rarity-list',
    '/box-list',
    '/users/list-user',
    '/data-table',
    '/order-management',
    '/funds-management',
    '/team-management',
    '/shippingManagement',
    '/activityLog',
  ])('%s asks with the spec text, and Cancel deletes nothing', async (path) => {
    await page.goto(`${server.url}${path}`);
    const rowBox = page.locator('tbody tr').first().getByRole('checkbox');
    await rowBox.click();
    const toolbar = page.locator('.RaBulkActionsToolbar-toolbar');
    await toolbar.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(SPEC_CONFIRM, { exact: true }).waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe('Delete');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await rowBox.isChecked()).toBe(true);
    // the selection is kept per resource (/data-table shares the users'): leave none behind
    await toolbar.getByRole('button', { name: 'Unselect' }).click();
    await toolbar.waitFor({ state: 'hidden' });
  });
});

describe('refused pages', () => {
  let page: Page;

  beforeAll(async () => {
    page = await pageOf('category@example.com', 'Team@12345');
  });

  it('a member holding only readCategory is shown the dashboard for /create-category, with or without an id', async () => {
    const list = await apiAs<{ category: Array<{ _id: string }> }>(SUPER.email, SUPER.password, '/api/admin/getCategory');
    for (const path of ['/create-category', `/create-category?id=${list.category[0]._id}`]) {
      await page.goto(`${server.url}/category-list`);
      await page.getByText('Category Details').first().waitFor();
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/dashboard`);
      expect(await page.getByText('Access denied').count()).toBe(0);
      // the refused page left no history entry to come back to
      await page.goBack();
      await page.waitForURL(`${server.url}/category-list`);
    }
  });

  it('opens the pages that are not gated by role and shows the server refusal in place of rows', async () => {
    for (const path of ['/boxpurchase-history', '/feedback', '/return-order', '/winners-social-proof']) {
      await page.goto(`${server.url}${path}`);
      await page.getByText('You do not have permission to access this').first().waitFor();
      expect(page.url()).toBe(`${server.url}${path}`);
    }
  });
});

describe('a support member', () => {
  it('sees Feedback and Return Orders in the menu and approves a pending return', async () => {
    const page = await pageOf('support@example.com', 'Team@12345');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('menuitem', { name: 'Return Orders' }).waitFor();
    await nav.getByRole('menuitem', { name: 'Feedback' }).waitFor();
    expect(await nav.getByRole('menuitem', { name: 'Winners Social Proof' }).count()).toBe(0);

    await nav.getByRole('menuitem', { name: 'Return Orders' }).click();
    await page.waitForURL(`${server.url}/return-order`);
    const row = page.locator('tbody tr', { has: page.getByText('pending', { exact: true }) }).first();
    const order = (await row.locator('td').first().innerText()).trim();
    await row.getByRole('button', { name: 'Show Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return Request Details' });
    await dialog.getByText(order).first().waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('status updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page
      .locator('tbody tr', { has: page.getByText(order, { exact: true }) })
      .getByText('approved', { exact: true })
      .waitFor();
  });
});

describe('user form availability checks', () => {
  it('says "Username already exists." without a failed request in the console', async () => {
    const users = await apiAs<{ userList: Array<{ username: string }> }>(SUPER.email, SUPER.password, '/api/admin/getUserData');
    const page = await pageOf(SUPER.email, SUPER.password);
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    page.on('console', onConsole);
    await page.goto(`${server.url}/users/create-user`);
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/admin/checkUserExists'));
    await page.getByLabel(/^Username/).fill(users.userList[0].username);
    await page.getByLabel(/^First Name/).click(); // blur the username
    const reply = await checked;
    expect(reply.status()).toBe(200);
    expect(await reply.json()).toEqual({ code: 409, msg: 'Username already exists.' });
    await page.getByText('Username already exists.').waitFor();
    page.off('console', onConsole);
    expect(errors).toEqual([]);
  });
});
