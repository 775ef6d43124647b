/**
 * A 390 px wide phone in real Chromium: no screen scrolls sideways (a wide table scrolls inside its
 * own box), the menu opens as a drawer and navigates, a row's actions are reachable, and the odds
 * editor's panels stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, submitAdminLogin, type Browser, type RunningServer, networkQuiet } from './harness';
import { screenIds, screenPath, screens } from './screens';

let server: RunningServer;
let browser: Browser;
let page: Page;
let ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ids = await screenIds(server.url);
  page = await browser.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/`);
  await submitAdminLogin(page, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** How far the page itself scrolls sideways (0 when it fits the phone). */
const sidewaysOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('on a 390 px phone', () => {
  it('fits every screen to the width', async () => {
    const wide: string[] = [];
    for (const [template, ready] of screens) {
      const path = screenPath(template, ids);
      await page.goto(`${server.url}${path}`);
      await page.getByText(ready).first().waitFor();
      await networkQuiet(page);
      const overflow = await sidewaysOverflow();
      if (overflow > 0) wide.push(`${path}: ${overflow}px too wide`);
    }
    expect(wide).toEqual([]);
  }, 180_000); // every screen in turn: 27-31 s in the full runs, half of e2e's 60 s

  it('opens the menu as a drawer and navigates from it', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByText('Total Boxes Unboxed').first().waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByText('Order Management').click();
    await page.waitForURL(`${server.url}/order-management`);
    await page.getByText('Order Details').first().waitFor();
    // the drawer closed itself: the page underneath takes clicks again
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Order Details' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('reaches a row’s actions in a wide table', async () => {
    await page.goto(`${server.url}/users/list-user`);
    const actions = page.getByRole('button', { name: /^Actions for / }).first();
    await actions.scrollIntoViewIfNeeded();
    await actions.click();
    await page.getByRole('menuitem', { name: /^(Block|Unblock)$/ }).waitFor();
    await page.keyboard.press('Escape');
    expect(await sidewaysOverflow()).toBe(0);
  });

  it('stacks the odds editor', async () => {
    await page.goto(`${server.url}/create-box`);
    const name = page.getByLabel(/^Name/).first();
    const odds = page.getByText('Total odds').first();
    await odds.waitFor();
    const [nameBox, oddsBox] = [await name.boundingBox(), await odds.boundingBox()];
    expect(nameBox && oddsBox && oddsBox.y > nameBox.y + nameBox.height).toBe(true);
    expect(await sidewaysOverflow()).toBe(0);
  });
});

describe('a desktop window narrowed to phone width', () => {
  it('leaves no sidebar layer over the page: the page takes clicks and the menu still opens', async () => {
    const desktop = await browser.newPage();
    try {
      await desktop.setViewportSize({ width: 1280, height: 800 });
      // signed in already: the browser context shares the stored token
      await desktop.goto(`${server.url}/dashboard`);
      await desktop.getByText('Total Boxes Unboxed').waitFor();
      await desktop.setViewportSize({ width: 390, height: 844 });
      // what is under the middle of the page is the page, not an invisible drawer
      await expect
        .poll(() => desktop.evaluate(() => document.elementFromPoint(200, 400)?.closest('.MuiModal-root') === null), { timeout: 10_000 })
        .toBe(true);
      await desktop.getByRole('combobox', { name: 'Date range' }).click({ timeout: 5_000 });
      await desktop.keyboard.press('Escape');
      await desktop.getByRole('button', { name: 'Open menu' }).click();
      await desktop.getByRole('navigation', { name: 'Main navigation' }).getByText('Order Management').click();
      await desktop.waitForURL(`${server.url}/order-management`);
    } finally {
      await desktop.close();
    }
  });
});
