/**
 * Accessibility in real Chromium: axe-core finds no serious or critical violation on any screen of
 * the admin (lists, forms, the odds editor, the dashboard, detail pages, the login) or in its main
 * dialogs, in the light and in the dark theme; a dialog opened from the keyboard takes the focus
 * and gives it back to its opener when closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { launchBrowser, startServer, submitAdminLogin, type Browser, type RunningServer, networkQuiet } from './harness';
import { screenIds, screenPath, screens } from './screens';

let server: RunningServer;
let browser: Browser;
let ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ids = await screenIds(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInPage(mode: 'light' | 'dark'): Promise<Page> {
  const page = await browser.newPage();
  await page.emulateMedia({ colorScheme: mode });
  await page.goto(`${server.url}/`);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.locator('.mb-login__card').waitFor();
  expect(await seriousViolations(page), `login, ${mode}`).toEqual([]);
  await submitAdminLogin(page, server.url);
  return page;
}

describe.each(['light', 'dark'] as const)('in the %s theme', (mode) => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(mode);
  });
  afterAll(async () => {
    await page?.close();
  });

  it.each(screens)('has no serious or critical violation on %s', async (template, ready) => {
    await page.goto(`${server.url}${screenPath(template, ids)}`);
    await page.getByText(ready).first().waitFor();
    await networkQuiet(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious or critical violation in the dialogs', async () => {
    const page = await signedInPage(mode);
    const found: string[] = [];
    const check = async (name: string) => {
      await page.getByRole('dialog').first().waitFor();
      for (const line of await seriousViolations(page)) found.push(`${name}: ${line}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').first().waitFor({ state: 'detached' });
    };
    await page.goto(`${server.url}/category-list`);
    await page.getByRole('checkbox', { name: 'Select this row' }).first().check();
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await check('bulk delete confirmation');

    await page.goto(`${server.url}/users/list-user`);
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /^(Block|Unblock)$/ }).click();
    await check('block confirmation');

    await page.goto(`${server.url}/feedback`);
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    await check('feedback message');

    await page.goto(`${server.url}/return-order`);
    await page.getByRole('button', { name: 'Show Details' }).first().click();
    await page.getByRole('dialog').getByText(/Order/).first().waitFor();
    await check('return request details');
    expect(found).toEqual([]);
    await page.close();
  });
});

describe('keyboard', () => {
  it('opens a dialog from the keyboard, traps the focus in it and returns it to the opener', async () => {
    const page = await signedInPage('light');
    await page.goto(`${server.url}/return-order`);
    const opener = page.getByRole('button', { name: 'Show Details' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('shows where the keyboard focus is', async () => {
    const page = await signedInPage('light');
    await page.goto(`${server.url}/category-list`);
    await page.getByText('Category Details').first().waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const visible = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return false;
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return ring || el.classList.contains('Mui-focusVisible') || style.boxShadow !== 'none';
    });
    expect(visible).toBe(true);
    await page.close();
  });
});
