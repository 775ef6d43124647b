/**
 * Every page names itself in the app bar (core §2 "Shell"), those drawn without react-admin's List,
 * Create or Edit included; and the Settings group stays open while a settings page is shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, submitAdminLogin, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await submitAdminLogin(page, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const appBarTitle = () => page.locator('#react-admin-title').textContent();

describe('app bar titles', () => {
  it.each([
    ['/create-box', 'Add Case'],
    ['/users/create-user', 'Add User'],
    ['/settings?tab=profile', 'Profile'],
    ['/settings?tab=changePassword', 'Change Password'],
    ['/settings?tab=preferences', 'Other Setting'],
    ['/products/list_product', 'Product List'],
  ])('%s is titled "%s"', async (path, title) => {
    await page.goto(`${server.url}${path}`);
    await expect.poll(appBarTitle, { timeout: 10_000 }).toBe(title);
  });
});

describe('the Settings group', () => {
  it('is open on every settings tab, one not in the menu included', async () => {
    for (const tab of ['profile', 'preferences']) {
      await page.goto(`${server.url}/settings?tab=${tab}`);
      await expect
        .poll(() => page.getByRole('menuitem', { name: 'Settings' }).getAttribute('aria-expanded'), { timeout: 10_000 })
        .toBe('true');
    }
    await page.goto(`${server.url}/dashboard`);
    await expect
      .poll(() => page.getByRole('menuitem', { name: 'Settings' }).getAttribute('aria-expanded'), { timeout: 10_000 })
      .toBe('false');
  });
});
