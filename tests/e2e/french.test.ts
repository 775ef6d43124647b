/**
 * The second language in real Chromium: the app bar's language menu switches the admin to French
 * (menu, a list with react-admin's own pagination texts, a form, euro amounts), the choice survives a
 * reload and a sign-out, and English comes back from the same menu.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, type Browser, type RunningServer } from './harness';

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
  await page.getByLabel(/^Email$/).fill('admin@example.com');
  await page.getByLabel(/^Password$/).fill('Admin@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
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
