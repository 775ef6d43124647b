/**
 * QA mode (issue 12): the `--mode fake` build served by a plain static web server, no API server
 * at all. The demo super admin signs in against the fake shop, opens a seeded box in the odds
 * editor and saves it, cancels an order with a reason, and QA's knobs make a call fail (an error toast)
 * and answer 401 (back to the sign-in page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoShop, type DemoShop } from './demoShop';
import { fakeBuildDir, launchBrowser, startStaticSite, submitAdminLogin, type Browser } from './harness';
import { screenPath, screens } from './screens';

let site: { url: string; stop: () => Promise<void> };
let browser: Browser;
let page: Page;
/** The same demo shop the build seeds (same seed code): its ids and order numbers. */
let shop: DemoShop;

beforeAll(async () => {
  shop = await demoShop();
  site = await startStaticSite(fakeBuildDir());
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(`${site.url}/`);
  // the tab seeds its shop first, and says so
  await page.getByText('Preparing the shop…').waitFor();
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 120_000 });
  await submitAdminLogin(page, site.url);
}, 180_000);

/** Opens a screen inside the running admin, as its links do: a page load would start the tab's shop again. */
async function open(path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('QA mode, no server', () => {
  it('runs every screen of the admin', async () => {
    const order = shop.rows('orders')[0];
    const ids = {
      box: shop.rows('boxes')[0].id,
      user: shop.rows('users')[0].id,
      order: order.id,
      deposit: shop.rows('deposits')[0].id,
      product: shop.rows('products')[0].id,
    };
    const broken: string[] = [];
    for (const [template, ready] of screens) {
      await open(screenPath(template, ids));
      const shown = await page
        .getByText(ready)
        .first()
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!shown) {
        broken.push(`${template}: "${ready}" never showed`);
        continue;
      }
      await page.waitForLoadState('networkidle');
      const text = await page.locator('body').innerText();
      if (/does not answer this call|Something went wrong|does not exist/.test(text)) broken.push(template);
    }
    expect(broken).toEqual([]);
  }, 240_000);

  it('opens a seeded box in the odds editor and saves it', async () => {
    const box = shop.rows('boxes')[0];
    await open(`/create-box?id=${box.id}`);
    const name = page.getByLabel(/^Name/);
    await expect.poll(() => name.inputValue()).toBe(box.name);
    await page.getByRole('status', { name: 'Total Odds' }).filter({ hasText: '100.0000' }).waitFor();
    await name.fill(`${box.name} QA`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Box updated successfully').waitFor();
    await page.waitForURL(/\/box-list/);
    await page.getByText(`${box.name} QA`, { exact: true }).first().waitFor();
  });

  it("changes an order's status", async () => {
    await open('/order-management');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Processing' }).click();
    await page.keyboard.press('Escape');
    const actions = page.getByRole('button', { name: /^Actions for / }).first();
    const orderid = ((await actions.getAttribute('aria-label')) ?? '').replace(/^Actions for /, '');
    await actions.click();
    await page.getByRole('menuitem', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Asked by QA');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Order Status Updated Successfully').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');
    await page.getByPlaceholder('Order number').fill(orderid);
    await expect.poll(() => page.getByRole('row').filter({ hasText: orderid }).count()).toBeGreaterThan(0);
  });

  it("QA's knobs: a call that answers 500 shows the error; a 401 signs the admin out", { timeout: 300_000 }, async () => {
    await page.getByRole('button', { name: /^QA mode/ }).click();
    const panel = page.getByRole('region', { name: /^QA mode/ });
    await panel.getByLabel('Call').click();
    await page.getByRole('option', { name: 'getBox', exact: true }).click();
    await panel.getByLabel('Answer').click();
    await page.getByRole('option', { name: 'HTTP 500' }).click();
    await panel.getByRole('button', { name: 'Add' }).click();
    await panel.getByText('getBox: HTTP 500').waitFor();
    await page.keyboard.press('Escape');
    // a page load: the tab's shop starts again (the same shop, the same admin signed in), the knobs stay
    await page.goto(`${site.url}/box-list`);
    await page.getByText('Something went wrong on the server. Please try again later.').first().waitFor({ timeout: 120_000 });

    await page.getByRole('button', { name: /^QA mode/ }).click();
    await panel.getByLabel('Call').click();
    await page.getByRole('option', { name: 'Every call' }).click();
    await panel.getByLabel('Answer').click();
    await page.getByRole('option', { name: 'HTTP 401' }).click();
    await panel.getByRole('button', { name: 'Add' }).click();
    await page.keyboard.press('Escape');
    await page.goto(`${site.url}/users/list-user`);
    await page.waitForURL(`${site.url}/`, { timeout: 120_000 });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
