/**
 * A person's first click and first search do not restyle the page (src/layout/FirstUseStyles.tsx):
 * the button ripple's style rules and those of the search field's clear button are in the page
 * once the browser has been idle, so the first press of a menu option and the first character
 * typed in a list's search add none. Without them, each added its rules in the task answering the
 * person, and every rule added restyles the whole page. In real Chromium, on page loads (where
 * nothing was drawn before).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, submitAdminLogin, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** How many of the page's style rules contain `text`. */
function rulesWith(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (needle) => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule.cssText.includes(needle)).length,
    text,
  );
}

/** Waits until the ripple's rules are in the page: the styles of a first use have been written. */
async function firstUseStylesWritten(page: Page): Promise<void> {
  await expect.poll(() => rulesWith(page, 'MuiTouchRipple-rippleVisible'), { timeout: 10_000 }).toBeGreaterThan(0);
}

describe('the styles of a first use', () => {
  it('are written before the first press and the first search, which then add none', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await submitAdminLogin(page, server.url);

    // the orders list, loaded afresh: nothing has been pressed in this page
    await page.goto(`${server.url}/order-management`);
    await page.getByRole('combobox', { name: 'Status' }).waitFor();
    await firstUseStylesWritten(page);
    // only their rules: none of the samples' elements is in the page
    expect(await page.locator('.MuiTouchRipple-ripple').count()).toBe(0);
    const rippleRules = await rulesWith(page, 'MuiTouchRipple');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Delivered' }).click();
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('table tbody tr')];
      return rows.length > 0 && rows.every((row) => (row.textContent ?? '').includes('Delivered'));
    });
    expect(await rulesWith(page, 'MuiTouchRipple')).toBe(rippleRules);

    // the users list, loaded afresh: the first character typed shows the search's clear button
    await page.goto(`${server.url}/users/list-user`);
    await page.getByPlaceholder('Search').waitFor();
    await firstUseStylesWritten(page);
    const iconButtonRules = await rulesWith(page, 'MuiIconButton');
    await page.getByPlaceholder('Search').fill('p');
    await page.getByRole('button', { name: 'Clear value' }).waitFor();
    expect(await rulesWith(page, 'MuiIconButton')).toBe(iconButtonRules);
    await page.close();
  });
});
