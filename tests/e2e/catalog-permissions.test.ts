/** A warehouse member (read bundle + writeBrand, no delBrand, no Box rights) in Chromium: denied toasts, hidden routes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await page.getByLabel(/^Email$/).fill('warehouse@example.com');
  await page.getByLabel(/^Password$/).fill('Team@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('catalog permissions', () => {
  it('shows the action column with writeBrand but refuses a delete with the spec toast', async () => {
    await page.goto(`${server.url}/brand-list`);
    await page.getByRole('columnheader', { name: 'Actions' }).waitFor();
    await page.locator('tbody').getByRole('button', { name: 'Delete' }).first().click();
    await page.getByText('You do not have permission to delete brand').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('offers no bulk delete without delBrand (no row selection, no bulk Delete button)', async () => {
    await page.goto(`${server.url}/brand-list`);
    await page.getByRole('columnheader', { name: 'Actions' }).waitFor();
    expect(await page.locator('tbody').getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(
      await page.locator('tbody').getByRole('button', { name: 'Delete' }).count(),
    );
  });

  it('sends the member from the box list, which it may not open, to the dashboard', async () => {
    await page.goto(`${server.url}/box-list`);
    await page.waitForURL(`${server.url}/dashboard`);
  });
});
