/**
 * The second language in real Chromium: the app bar's language menu switches the admin to French
 * (menu, a list with react-admin's own pagination texts, a form, euro amounts), the choice survives a
 * reload and a sign-out, and English comes back from the same menu. The server's replies, always
 * English, read as French too: a login refusal, a save's success toast, a 409 refusal naming its
 * field, a refused list; and none of their English texts shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resources as enResources } from '../../src/i18n/en/resources';
import { server as enServer } from '../../src/i18n/en/server';
import { resources as frResources } from '../../src/i18n/fr/resources';
import { server as frServer } from '../../src/i18n/fr/server';
import { team as frTeam } from '../../src/i18n/fr/team';
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

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await submitAdminLogin(page, server.url);
}

describe('French', () => {
  it('switches every screen to French from the app bar, keeps it, and switches back', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.getByText('Total Boxes Unboxed').first().waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();

    const nav = page.getByRole('navigation');
    await nav.getByText('Tableau de bord').first().waitFor();
    // a euro amount on the dashboard, written the French way
    await expect.poll(() => page.locator('main').innerText()).toMatch(/\d,\d{2}\s€/);

    await page.goto(`${server.url}/order-management`);
    await page.getByText('Détails des commandes').first().waitFor();
    // react-admin's own texts come from ra-language-french
    await page
      .getByText(/\d+-\d+ sur \d+/)
      .first()
      .waitFor();

    await page.goto(`${server.url}/create-category`);
    await page
      .getByRole('button', { name: /Enregistrer|Valider|Soumettre/ })
      .first()
      .waitFor();

    await page.reload();
    await nav.getByText('Tableau de bord').first().waitFor();

    // signed out, the login page speaks French too
    await page.evaluate(() => window.localStorage.removeItem('mysteryBoxAdmin.token'));
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    await page.getByLabel(/^E-?mail$/i).fill('admin@example.com');
    await page.getByLabel(/^Mot de passe$/).fill('Admin@12345');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await nav.getByText('Tableau de bord').first().waitFor();

    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await nav.getByText('Dashboard').first().waitFor();
    await page.close();
  });
});

/** A fresh page whose browser remembers French, on the login screen. */
async function frenchLogin(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await page.evaluate(() => {
    window.localStorage.clear();
    window.localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
  });
  await page.reload();
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  return page;
}

async function signInFrench(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^E-?mail$/i).fill(email);
  await page.getByLabel(/^Mot de passe$/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** What the page reads, toasts included. */
const pageText = (page: Page) => page.locator('body').innerText();

describe("the server's English replies, in French", () => {
  it('shows a login refusal, a success toast and a 409 refusal in French, never in English', async () => {
    const page = await frenchLogin();
    // the server says "Your account is blocked…"; the login screen says it in French
    await signInFrench(page, 'blocked@example.com', 'Team@12345');
    await page.getByText(frServer.login.blocked).waitFor();
    expect(await pageText(page)).not.toContain(enServer.login.blocked);

    await page.getByLabel(/^E-?mail$/i).fill('');
    await signInFrench(page, 'admin@example.com', 'Admin@12345');
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('navigation').getByText('Tableau de bord').first().waitFor();

    // a product saved unchanged: the toast is the server's msg, "Product updated successfully"
    const token = await page.evaluate(() => window.localStorage.getItem('mysteryBoxAdmin.token'));
    const reply = await fetch(`${server.url}/api/admin/getProduct`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ skip: 0, limit: 1 }),
    });
    const { product } = (await reply.json()) as { product: Array<{ _id: string; name: string }> };
    expect(product.length).toBe(1);
    await page.goto(`${server.url}/products/create-product?id=${product[0]._id}`);
    await expect
      .poll(
        () =>
          page.locator('input').evaluateAll((inputs, name) => inputs.some((i) => (i as HTMLInputElement).value === name), product[0].name),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    const saved = page.waitForResponse((r) => r.url().includes('updateProduct') && r.request().method() !== 'GET');
    await page.locator('form button[type=submit]').last().click();
    expect(((await (await saved).json()) as { msg: string }).msg).toBe(enResources.product.updated);
    await page.getByText(frResources.product.updated).waitFor();
    expect(await pageText(page)).not.toContain(enResources.product.updated);

    // a delivery method whose name is taken: 409 "shippingName: A delivery method with this name already exists"
    await page.goto(`${server.url}/shippingManagement`);
    await page.getByRole('button', { name: frResources.delivery.create }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(frResources.delivery.fields.shippingName).fill('DHL Express');
    const refused = page.waitForResponse((r) => r.url().includes('createShipping'));
    await dialog.getByRole('button', { name: frTeam.common.save }).click();
    expect(((await (await refused).json()) as { code: number; msg: string }).msg).toBe(`shippingName: ${enResources.delivery.nameTaken}`);
    await page.getByText(`shippingName: ${frResources.delivery.nameTaken}`).waitFor();
    expect(await pageText(page)).not.toContain(enResources.delivery.nameTaken);
    await page.close();
  });

  it("shows a refused list's permission message in French", async () => {
    const page = await frenchLogin();
    await signInFrench(page, 'viewer@example.com', 'Team@12345');
    await page.waitForURL(`${server.url}/dashboard`);
    await page.goto(`${server.url}/feedback`);
    await page.getByText(frServer.auth.forbidden).first().waitFor();
    expect(await pageText(page)).not.toContain(enServer.auth.forbidden);
    await page.close();
  });
});
