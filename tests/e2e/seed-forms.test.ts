/**
 * Demo data satisfies the forms' rules (issue 17): every seeded record of every entity with a form
 * (category, brand, rarity, product, box, user, team member, delivery method, social proof) is
 * loaded into its real form in Chromium and submitted unchanged. The form's own validation runs;
 * only a form that passes it sends the update, which the server must accept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { launchBrowser, startServer, submitAdminLogin, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;

type Row = Record<string, unknown> & { _id: string };

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${server.url}/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await reply.json()) as T;
}

/** Client-side navigation: no reload per record. */
async function navigateInApp(to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** Waits until some input of the page holds `value` (the record is in the form). */
async function formHolds(value: string): Promise<void> {
  await expect
    .poll(
      () => page.locator('input, textarea').evaluateAll((inputs, v) => inputs.some((i) => (i as HTMLInputElement).value === v), value),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Submits the form unchanged; fails with the form's visible errors when it refuses to send. */
async function submitUnchanged(
  label: string,
  update: (r: Response) => boolean,
  submit = page.locator('form button[type=submit]').last(),
): Promise<void> {
  const sent = page.waitForResponse((r) => r.request().method() !== 'GET' && update(r), { timeout: 15_000 }).catch(() => null);
  await submit.click();
  const reply = await sent;
  if (!reply) {
    const errors = await page.locator('.Mui-error, [role=alert]').allTextContents();
    throw new Error(`${label}: the form did not send the update; it shows: ${errors.join(' | ')}`);
  }
  const body = (await reply.json()) as { code: number; msg: string };
  expect({ label, code: body.code, msg: body.code === 200 ? '' : body.msg }).toEqual({ label, code: 200, msg: '' });
}

async function saveEach(
  rows: Row[],
  kind: { list: string; form: (id: string) => string; shows: (r: Row) => string; update: string },
): Promise<void> {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    // through the list, so the previous record's form is gone before the next one mounts
    await navigateInApp(kind.list);
    await page.waitForFunction(() => document.querySelectorAll('form button[type=submit]').length === 0);
    await navigateInApp(kind.form(row._id));
    await formHolds(kind.shows(row));
    await submitUnchanged(`${kind.update} ${kind.shows(row)}`, (r) => r.url().includes(kind.update));
  }
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await submitAdminLogin(page, server.url);
  token = (await page.evaluate(() => window.localStorage.getItem('mysteryBoxAdmin.token'))) ?? '';
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('every seeded record saves unchanged through its form', () => {
  it('categories', async () => {
    const { category } = await api<{ category: Row[] }>('GET', 'api/admin/getCategory');
    await saveEach(category, {
      list: '/category-list',
      form: (id) => `/create-category?id=${id}`,
      shows: (r) => String(r.name),
      update: '/api/admin/updateCategory/',
    });
  });

  it('brands', async () => {
    const { brand } = await api<{ brand: Row[] }>('GET', 'api/admin/getBrand');
    await saveEach(brand, {
      list: '/brand-list',
      form: (id) => `/create-brand?id=${id}`,
      shows: (r) => String(r.name),
      update: '/api/admin/updateBrand/',
    });
  });

  it('rarities', async () => {
    const { rarity } = await api<{ rarity: Row[] }>('GET', 'api/admin/getRarity');
    await saveEach(rarity, {
      list: '/products/rarity-list',
      form: (id) => `/products/add-raritylevel?id=${id}`,
      shows: (r) => String(r.name),
      update: '/api/admin/updateRarity/',
    });
  });

  it('products', async () => {
    const product: Row[] = [];
    for (let skip = 0; ; skip += 100) {
      const reply = await api<{ product: Row[]; totalProductsCount: number }>('POST', 'api/admin/getProduct', { skip, limit: 100 });
      product.push(...reply.product);
      if (product.length >= reply.totalProductsCount || reply.product.length === 0) break;
    }
    await saveEach(product, {
      list: '/products/list_product',
      form: (id) => `/products/create-product?id=${id}`,
      shows: (r) => String(r.name),
      update: '/api/admin/updateProduct/',
    });
    // one list visit and one save per seeded product: about 40-50 s on a 2-core machine
  }, 600_000);

  it('boxes', async () => {
    const { box } = await api<{ box: Row[] }>('GET', 'api/admin/getBox');
    await saveEach(box, {
      list: '/box-list',
      form: (id) => `/create-box?id=${id}`,
      shows: (r) => String(r.name),
      update: '/api/admin/updateBox/',
    });
  });

  it('users', async () => {
    const { userList } = await api<{ userList: Row[] }>('GET', 'api/admin/getUserData');
    await saveEach(userList, {
      list: '/users/list-user',
      form: (id) => `/users/create-user?id=${id}`,
      shows: (r) => String(r.email),
      update: '/api/admin/editUserData/',
    });
  }, 1_800_000);

  it('team members', async () => {
    const { teams } = await api<{ teams: Row[] }>('GET', 'api/admin/getAllTeamsData');
    await saveEach(teams, {
      list: '/team-management',
      form: (id) => `/updateTeam?id=${id}`,
      shows: (r) => String(r.email),
      update: '/api/admin/updateTeamData',
    });
  });

  it('social proofs', async () => {
    const { socialProofs } = await api<{ socialProofs: Row[] }>('GET', 'api/admin/getAllSocialProofs');
    await saveEach(socialProofs, {
      list: '/winners-social-proof',
      form: (id) => `/create-social-proof?id=${id}`,
      shows: (r) => String(r.title),
      update: '/api/admin/updateSocialProof/',
    });
  });

  it('delivery methods', async () => {
    const { shippingData } = await api<{ shippingData: Row[] }>('GET', 'api/admin/getAllShippingData');
    expect(shippingData.length).toBeGreaterThan(0);
    for (const method of shippingData) {
      const name = String(method.shippingName);
      await page.goto(`${server.url}/shippingManagement`);
      const search = page.getByPlaceholder(/search/i);
      if ((await search.count()) > 0) await search.first().fill(name);
      await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.locator('input').first().inputValue()).toBe(name);
      await submitUnchanged(
        `delivery ${name}`,
        (r) => r.url().includes('/api/admin/updateShippingDelivery'),
        dialog.locator('button[type=submit]'),
      );
    }
  });
});
