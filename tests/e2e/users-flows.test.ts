/**
 * The users area in Chromium against the real server on a fresh demo database: create with a taken
 * email, edit, block/unblock, wallet amount seen on the profile, generated password, and the admin's
 * own password change followed by a sign-in with the new one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { everyRowShows, holdRequests, launchBrowser, startServer, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let users: Array<{ _id: string; username: string; email: string; isBlock: boolean; userType: string }>;

const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };

async function signIn(email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.getByLabel(/^Email$/).fill(email);
  await page.getByLabel(/^Password$/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}

async function openUserRow(username: string): Promise<void> {
  await page.goto(`${server.url}/users/list-user`);
  await page.getByText('User Details').first().waitFor();
  await page.getByPlaceholder('Search').fill(username);
  await page.getByRole('cell', { name: username, exact: true }).waitFor();
  // the search is debounced: wait until it has applied (every row matches), so the row is not
  // re-rendered under the menu that is about to open
  await everyRowShows(page, username);
}

async function rowMenu(username: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  }).then((r) => r.json() as Promise<{ token: string }>);
  const list = await fetch(`${server.url}/api/admin/getUserData`, { headers: { authorization: `Bearer ${login.token}` } }).then(
    (r) => r.json() as Promise<{ userList: typeof users }>,
  );
  users = list.userList.filter((u) => !u.isBlock && u.userType === 'user');
  page = await browser.newPage();
  await signIn(ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('users area', () => {
  it('shows "Email already exists." when creating a user with a taken email', async () => {
    await page.goto(`${server.url}/users/create-user`);
    await page.getByLabel(/^Email/).fill(users[0].email);
    await page.getByLabel(/^Mobile/).click(); // blur the email
    await page.getByText('Email already exists.').waitFor();
  });

  it('edits a user and shows the change in the list', async () => {
    const target = users[1];
    await openUserRow(target.username);
    await rowMenu(target.username, 'Edit');
    await page.waitForURL(/\/users\/create-user\?id=/);
    expect(await page.getByLabel(/^Username/).isDisabled()).toBe(true);
    const first = page.getByLabel(/^First Name/);
    await first.fill('Edited');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(`${server.url}/users/list-user`);
    await page.getByText('User updated successfully').waitFor();
    await page.getByPlaceholder('Search').fill(target.username);
    await page.getByRole('cell', { name: 'Edited', exact: true }).waitFor();
  });

  it('blocks then unblocks a user', async () => {
    const target = users[2];
    await openUserRow(target.username);
    await rowMenu(target.username, 'Block');
    await page.getByText(`Are you sure you want to block ${target.username}?`).waitFor();
    // the users list, read again after the block, is held: the row shows Blocked from the reply
    const held = await holdRequests(page, (url) => url.pathname.endsWith('/api/admin/getUserData'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    // the result takes the "Processing…" toast's place at once, not after its 5 s (core §4 "Toasts")
    await page.getByText('Successfully Blocked').waitFor({ timeout: 4000 });
    await expect.poll(() => page.getByText('Processing…').count()).toBe(0);
    await page.getByRole('cell', { name: 'Blocked' }).waitFor({ timeout: 5000 });
    await expect.poll(() => held.count()).toBeGreaterThan(0);
    expect(held.answered()).toBe(0);
    await held.release();
    await page.getByRole('cell', { name: 'Blocked' }).waitFor();
    await rowMenu(target.username, 'Unblock');
    await page.getByText(`Are you sure you want to unblock ${target.username}?`).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Unblocked').first().waitFor();
    await page.getByRole('cell', { name: 'Active' }).waitFor();
  });

  it("deletes a user from the row menu: the row goes with the server's answer", async () => {
    const target = users[6];
    await openUserRow(target.username);
    await rowMenu(target.username, 'Delete');
    await page.getByText('Are you sure you want to remove? This cannot be undone.').waitFor();
    // the users list, read again after the deletion, is held: the row goes all the same
    const held = await holdRequests(page, (url) => url.pathname.endsWith('/api/admin/getUserData'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    // (a list read whole would come after the worker's request gave up: 20 s)
    await page.getByRole('cell', { name: target.username, exact: true }).waitFor({ state: 'detached', timeout: 5000 });
    await expect.poll(() => held.count()).toBeGreaterThan(0);
    expect(held.answered()).toBe(0);
    await held.release();
    await expect.poll(() => held.answered()).toBeGreaterThan(0);
    expect(await page.getByRole('cell', { name: target.username, exact: true }).count()).toBe(0);
  });

  it('adds a wallet amount and shows it on the profile', async () => {
    const target = users[3];
    await page.goto(`${server.url}/user-profile-details?id=${target._id}`);
    await page.getByText('Wallet Balance').waitFor();
    const before =
      (await page
        .getByText(/^€[\d,]+\.\d{2}$/)
        .first()
        .textContent()) ?? '€0.00';
    const expected = Number(before.replace(/[€,]/g, '')) + 25.5;
    const shown = `€${expected.toLocaleString('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    await openUserRow(target.username);
    await rowMenu(target.username, 'Add Wallet Amount');
    await page.getByLabel(/^Amount/).fill('25.50');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(`Wallet updated. New balance: ${shown}`).waitFor();
    await rowMenu(target.username, 'View Profile');
    await page.waitForURL(/\/user-profile-details\?id=/);
    await page.getByText(shown).first().waitFor();
    await page.getByRole('tab', { name: 'Cart Items' }).click();
    await page.getByRole('tab', { name: 'Transactions' }).click();
  });

  it('generates a password and sets it; with no mail server the dialog says no mail was sent', async () => {
    const target = users[4];
    await openUserRow(target.username);
    await rowMenu(target.username, 'Reset Password');
    await page.getByRole('button', { name: 'Send Mail' }).click();
    await page.getByText('Please Geneate Password First.').first().waitFor();
    await page.getByRole('button', { name: 'Generate' }).click();
    const value = await page.getByLabel(/^Password$/).inputValue();
    expect(value).toHaveLength(12);
    await page.getByRole('button', { name: 'Send Mail' }).click();
    // the test server has no SMTP_URL: the dialog stays open with the password for the admin to pass on
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Password updated, but no mail was sent: no mail server is configured. Give the user the new password yourself.')
      .waitFor();
    expect(await dialog.getByLabel(/^Password$/).inputValue()).toBe(value);
    expect(await dialog.getByRole('button', { name: 'Send Mail' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('keeps the sort and the page in the URL: a reload, Back and Forward, and the menu bring them back', async () => {
    const firstRow = () => page.locator('table tbody tr').first().textContent();
    const rowChanged = (before: string | null) =>
      page.waitForFunction((prev) => document.querySelector('table tbody tr')?.textContent !== prev, before);
    const param = (name: string) => new URL(page.url()).searchParams.get(name);
    // a link with parameters wins over what the list kept from the tests above
    await page.goto(`${server.url}/users/list-user?filter=${encodeURIComponent('{}')}&order=DESC&page=1&sort=joined_at`);
    await page.getByText('User Details').first().waitFor();
    await page.getByRole('button', { name: /next page/i }).waitFor();
    const before = await firstRow();
    await page.locator('thead [data-field="username"]').click();
    await rowChanged(before);
    await page.waitForURL(/sort=username/);
    expect(param('page')).toBe('1');
    const sortedFirst = await firstRow();
    await page.getByRole('button', { name: /next page/i }).click();
    await rowChanged(sortedFirst);
    await page.waitForURL(/page=2/);
    expect(param('sort')).toBe('username');
    const secondPageFirst = await firstRow();

    await page.reload();
    await page.getByText('User Details').first().waitFor();
    await page.waitForFunction((text) => document.querySelector('table tbody tr')?.textContent === text, secondPageFirst);
    expect(param('page')).toBe('2');

    await page.goBack();
    await page.waitForURL(/page=1/);
    await page.waitForFunction((text) => document.querySelector('table tbody tr')?.textContent === text, sortedFirst);
    expect(param('sort')).toBe('username');
    await page.goForward();
    await page.waitForURL(/page=2/);
    await page.waitForFunction((text) => document.querySelector('table tbody tr')?.textContent === text, secondPageFirst);

    // away and back through the menu: the list opens as it was left, and its URL says so
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByText('Dashboard', { exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await nav.getByText('Users', { exact: true }).click();
    await page.waitForFunction((text) => document.querySelector('table tbody tr')?.textContent === text, secondPageFirst);
    await page.waitForURL(/page=2/);
    expect(param('sort')).toBe('username');
  });

  it("changes the admin's own password and signs in with the new one", async () => {
    await page.goto(`${server.url}/settings?tab=changePassword`);
    await page.getByLabel(/^Old Password/).fill(ADMIN.password);
    await page.getByLabel(/^New Password/).fill('Changed@2026');
    await page.getByLabel(/^Confirm Password/).fill('Other@2026');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Confirm Password not matche').waitFor();
    await page.getByLabel(/^Confirm Password/).fill('Changed@2026');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Password changed successfully').waitFor();
    // still signed in with the fresh token
    await page.goto(`${server.url}/users/list-user`);
    await page.getByText('User Details').first().waitFor();

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByLabel(/^Email$/).fill(ADMIN.email);
    await page.getByLabel(/^Password$/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await signIn(ADMIN.email, 'Changed@2026');
  });
});
