/**
 * Issue 64, in real Chromium against the real server on a fresh demo database: a double click on
 * the product form's Submit, or on a catalog form's, creates one record; the product grid never
 * shows the price from before an edit, even while the list is read again; the operations screens'
 * toasts are top-centre and close after 3 s. (An admin without dashboard access sending no stats
 * call at sign-in: dashboard-stats.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { holdRequests, launchBrowser, startServer, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;

interface ListedProduct {
  _id: string;
  name: string;
  sellPrice: number;
}

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

async function pickFirst(label: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  // a single select's first option is its empty choice
  const options = page.getByRole('option');
  await options.first().waitFor();
  const first = (await options.first().textContent())?.trim() ? 0 : 1;
  await options.nth(first).click();
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

describe('the product form', () => {
  it('creates one product when Submit is double-clicked, sending one create with an idempotency key', async () => {
    const name = 'Issue64 Double Click Drone';
    await page.goto(`${server.url}/products/create-product`);
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Sell Price/).fill('30');
    await page.getByLabel(/^Purchase Price/).fill('12.5');
    await pickFirst(/^Category/);
    await page.keyboard.press('Escape');
    await pickFirst(/^Rarity/);
    await pickFirst(/^Brand/);
    await pickFirst(/^Partner/);
    const creates: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/createProduct')) creates.push(request);
    });
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await page.getByText('Product created successfully').first().waitFor();
    await page.waitForURL(/\/products\/list_product/);
    await page.getByRole('link', { name }).first().waitFor();
    const { product } = await api<{ product: ListedProduct[] }>('POST', 'api/admin/getProduct', { skip: 0, limit: 50, search: name });
    expect(product.map((p) => p.name)).toEqual([name]);
    expect(creates).toHaveLength(1);
    expect(creates[0].headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });
});

describe('the catalog forms', () => {
  it('creates one brand when Submit is double-clicked', async () => {
    const name = 'Issue64 Double Click Brand';
    await page.goto(`${server.url}/create-brand`);
    await page.getByLabel(/^Name/).fill(name);
    const creates: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/createBrand')) creates.push(request);
    });
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await page.getByText('Brand created successfully').first().waitFor();
    await page.waitForURL(/\/brand-list/);
    await page.getByText(name, { exact: true }).first().waitFor();
    expect(creates).toHaveLength(1);
    const { brand } = await api<{ brand: Array<{ name: string }> }>('GET', 'api/admin/getBrand');
    expect(brand.filter((b) => b.name === name)).toHaveLength(1);
  });
});

describe('the product grid after an edit', () => {
  it('shows the saved sell price, never the old one, even while the list is read again', async () => {
    // a seeded product of the list's first page (the newest first), whose name no other card has
    const { product } = await api<{ product: ListedProduct[] }>('POST', 'api/admin/getProduct', { skip: 0, limit: 12 });
    const edited = product.find((p) => !p.name.startsWith('Issue64') && product.filter((o) => o.name === p.name).length === 1);
    expect(edited).toBeDefined();
    if (!edited) return;
    const before = `Sell Price: €${edited.sellPrice.toFixed(2)}`;
    const price = edited.sellPrice.toFixed(2) === '12.35' ? '13.4567' : '12.3456';

    await page.goto(`${server.url}/products/list_product`);
    const card = page.locator('.MuiCard-root').filter({ has: page.getByRole('link', { name: edited.name, exact: true }) });
    await card.getByText(before).waitFor();
    await card.getByRole('button', { name: `Edit ${edited.name}` }).click();
    await page.waitForURL(/\/products\/create-product\?id=/);
    await page.getByLabel(/^Sell Price/).fill(price);

    // from the save on, any card of this product showing the old price is noted
    await page.evaluate(
      ({ name, stale }) => {
        const w = window as unknown as { staleSeen: boolean };
        w.staleSeen = false;
        const look = () => {
          for (const shown of document.querySelectorAll('.MuiCard-root')) {
            const text = shown.textContent ?? '';
            if (text.includes(name) && text.includes(stale)) w.staleSeen = true;
          }
        };
        new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      { name: edited.name, stale: before },
    );
    // the list, read again after the save, is held: what the grid shows meanwhile is what it had
    const held = await holdRequests(page, (url) => url.pathname.endsWith('/api/admin/getProduct'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Product updated successfully').first().waitFor();
    await page.waitForURL(/\/products\/list_product/);
    await page.getByRole('heading', { name: 'Product List', level: 1 }).waitFor();
    await expect.poll(() => held.count()).toBeGreaterThan(0);
    await held.release();
    // the card shows the saved record
    const { getProduct: saved } = await api<{ getProduct: ListedProduct }>('GET', `api/admin/getProductById/${edited._id}`);
    expect(saved.sellPrice.toFixed(2)).toBe(Number(price).toFixed(2));
    await card.getByText(`Sell Price: €${saved.sellPrice.toFixed(2)}`).waitFor();
    expect(await page.evaluate(() => (window as unknown as { staleSeen: boolean }).staleSeen)).toBe(false);
  });
});

describe('the operations screens’ toasts', () => {
  it('shows a delivery toast top-centre and closes it after 3 s (operations §9)', async () => {
    await page.goto(`${server.url}/shippingManagement`);
    await page.getByRole('button', { name: 'Create Delivery Method' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Delivery Method').fill('Issue64 Courier');
    const text = 'Delivery method created successfully';
    // when the toast appears and when it is gone, by the page's clock
    await page.evaluate((wanted) => {
      const w = window as unknown as { toastShown?: number; toastGone?: number };
      const shown = () => [...document.querySelectorAll('.MuiSnackbar-root')].some((toast) => toast.textContent?.includes(wanted));
      new MutationObserver(() => {
        if (w.toastShown === undefined && shown()) w.toastShown = performance.now();
        else if (w.toastShown !== undefined && w.toastGone === undefined && !shown()) w.toastGone = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, text);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('.MuiSnackbar-root').filter({ hasText: text });
    await toast.waitFor();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (!box || !viewport) return;
    expect(box.y + box.height).toBeLessThan(viewport.height / 2);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(20);
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
    const { toastShown, toastGone } = await page.evaluate(() => {
      const w = window as unknown as { toastShown: number; toastGone: number };
      return { toastShown: w.toastShown, toastGone: w.toastGone };
    });
    // 3000 ms and its closing transition, not the 5000 ms of the other screens
    expect(toastGone - toastShown).toBeGreaterThan(2500);
    expect(toastGone - toastShown).toBeLessThan(4500);
  });
});
