/**
 * The catalog in real Chromium against the real server: a category, a brand, a rarity, a product
 * with an image, and a box with two products whose chances total 100, which then shows in the box
 * list under its price range; a box totalling 90 and an image over 1 MB are refused with the spec's texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, submitAdminLogin, type Browser, type RunningServer } from './harness';
import { bigPng, pngImage } from '../fixtures/images';

let server: RunningServer;
let browser: Browser;
let page: Page;

const STAMP = 'E2E';
const names = {
  category: `${STAMP} Gadgets`,
  brand: `${STAMP} Brandy`,
  rarity: `${STAMP} Mythic`,
  product: `${STAMP} Robot Dog`,
  box: `${STAMP} Robot Box`,
};

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

async function pickOption(label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('catalog screens', () => {
  it('creates a category with an image; the form goes back to the list', async () => {
    await page.goto(`${server.url}/category-list`);
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.waitForURL(`${server.url}/create-category`);
    await page.getByLabel(/^Name/).fill(names.category);
    await page.locator('input[type=file]').setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: pngImage(120, 80) });
    await page.getByRole('img', { name: /Preview of Image/ }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Category created successfully').waitFor();
    await page.waitForURL(/\/category-list/);
    await page.getByText(names.category, { exact: true }).waitFor();
  });

  it('refuses an image over 1 MB in the browser with the spec text', async () => {
    await page.goto(`${server.url}/create-brand`);
    await page.locator('input[type=file]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: bigPng(1_100_000) });
    await page.getByText('Image size must be less than 1 MB').first().waitFor();
    expect(await page.getByRole('img', { name: /Preview of Image/ }).count()).toBe(0);
  });

  it('creates a brand and a rarity', async () => {
    await page.goto(`${server.url}/create-brand`);
    await page.getByLabel(/^Name/).fill(names.brand);
    await page.getByLabel('Description').fill('Robots and more');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/brand-list/);
    await page.getByText('Brand created successfully').waitFor();

    await page.goto(`${server.url}/products/add-raritylevel`);
    await page.getByLabel(/^Name/).fill(names.rarity);
    await page.getByLabel('Color').fill('#ff00aa');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/products\/rarity-list/);
    await page.getByText(names.rarity, { exact: true }).waitFor();
  });

  it('creates a product with an uploaded image, then finds it in the product grid', async () => {
    await page.goto(`${server.url}/products/create-product`);
    await page.getByLabel(/^Name/).fill(names.product);
    await page.getByLabel(/^Sell Price/).fill('30');
    await page.getByLabel(/^Purchase Price/).fill('12.5');
    await page.getByLabel(/^Product Code/).fill('E2E-DOG-1');
    await page.getByRole('button', { name: 'Increase stock' }).click();
    await page.getByRole('button', { name: 'Increase stock' }).click();
    await pickOption(/^Category/, names.category);
    await page.keyboard.press('Escape');
    await pickOption(/^Rarity/, names.rarity);
    await pickOption(/^Brand/, names.brand);
    await page.getByRole('combobox', { name: /^Partner/ }).click();
    await page.getByRole('option').nth(1).click(); // the first is the empty choice
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'dog.png', mimeType: 'image/png', buffer: pngImage(300, 200, [30, 120, 200]) });
    await page.getByText('Banner').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Product created successfully').waitFor();
    await page.waitForURL(/\/products\/list_product/);
    // the list's own view (loaded on first use) has replaced the form
    await page.getByRole('heading', { name: 'Product List', level: 1 }).waitFor();
    await pickOption(/^Rarity/, names.rarity);
    await page.getByRole('link', { name: names.product }).waitFor();
    const banner = page.getByRole('img', { name: names.product });
    expect(await banner.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]+\.png$/);
  });

  it('refuses a box whose chances total 90 with "Total chance limit must be 100%"', async () => {
    await page.goto(`${server.url}/create-box`);
    await fillBox(page, 50, 40);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Total chance limit must be 100%').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/create-box');
  });

  it('creates a box with two products whose chances total 100; it shows in the box list under its price range', async () => {
    await page.goto(`${server.url}/create-box`);
    await fillBox(page, 60, 40);
    await page.getByRole('status', { name: 'Total Odds' }).filter({ hasText: '100.0000' }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Box created successfully').waitFor();
    await page.waitForURL(/\/box-list/);
    await pickOption(/^Price/, '€25 - €50');
    await page.getByText(names.box, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('filter')).toContain('price_gte');
    await pickOption(/^Price/, '€50 - €100');
    await page.getByText(names.box, { exact: true }).waitFor({ state: 'detached' });
    await pickOption(/^Price/, 'Under €5');
    await page.getByText('There are no records to display').waitFor();
  });
});

async function fillBox(p: Page, firstChance: number, secondChance: number): Promise<void> {
  await p.getByLabel(/^Name/).fill(names.box);
  await p.getByLabel(/^Price/).fill('42.50');
  await p.getByRole('combobox', { name: /^Categories/ }).click();
  await p.getByRole('option').first().click();
  await p.keyboard.press('Escape');
  await p.locator('input[type=file]').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: pngImage(200, 200, [120, 40, 160]) });
  await p.getByLabel('Title').fill(STAMP);
  await p.getByRole('button', { name: `Select ${names.product}` }).click();
  await p.getByLabel('Title').fill('');
  const other = p.getByRole('button', { name: /^Select (?!E2E)/ }).first();
  await other.click();
  const chances = p.getByRole('table', { name: 'Chosen products' }).getByRole('spinbutton');
  await chances.nth(0).fill(String(firstChance));
  await chances.nth(1).fill(String(secondChance));
}
