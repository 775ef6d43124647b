/**
 * The admin's shell in real Chromium against the real server (server/main.ts) on a fresh database:
 * sign-in, the token gate, per-permission menus and routes, logout; and a person's first click
 * and first search, which do not restyle the page (src/layout/FirstUseStyles.tsx): the ripple's and
 * the search clear button's style rules are in the page once the browser has been idle, and the
 * first press of a menu option or the first character typed adds none (each rule added restyles
 * the whole page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { everyRowShows, launchBrowser, startServer, styleRuleTexts, type Browser, type RunningServer } from './harness';

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

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.getByLabel(/^Email$/).fill(email);
  await page.getByLabel(/^Password$/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function freshPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await page.evaluate(() => window.localStorage.clear());
  return page;
}

/** How many of the page's style rules contain `text`. */
async function rulesWith(page: Page, text: string): Promise<number> {
  return (await styleRuleTexts(page)).filter((rule) => rule.includes(text)).length;
}

/** Waits until the ripple's rules are in the page: the styles of a first use have been written. */
async function firstUseStylesWritten(page: Page): Promise<void> {
  await expect.poll(() => rulesWith(page, 'MuiTouchRipple-rippleVisible'), { timeout: 10_000 }).toBeGreaterThan(0);
}

describe('the admin shell', () => {
  it('signs the demo super admin in and lands on the dashboard', async () => {
    const page = await freshPage();
    await signIn(page, 'Admin@Example.com', 'Admin@12345');
    await page.waitForURL(`${server.url}/dashboard`);
    await page
      .getByText(/Welcome back/)
      .first()
      .waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByText('Users').waitFor();
    await nav.getByText('Warehouse').waitFor();
    await page.getByText(`© ${new Date().getFullYear()}`).waitFor();
    await page.close();
  });

  it("draws the menu for the admin's roles from its first appearance, never for no roles first", async () => {
    const page = await freshPage();
    // what the main navigation holds each time its entries change, from the moment it appears
    await page.addInitScript(() => {
      const seen: string[][] = [];
      (window as unknown as { menuSeen: string[][] }).menuSeen = seen;
      new MutationObserver(() => {
        const nav = document.querySelector('nav[aria-label="Main navigation"]');
        if (!nav) return;
        const entries = Array.from(nav.querySelectorAll('[role="menuitem"]'), (item) => item.textContent ?? '');
        if (entries.join('|') !== seen.at(-1)?.join('|')) seen.push(entries);
      }).observe(document, { childList: true, subtree: true });
    });
    await signIn(page, 'admin@example.com', 'Admin@12345');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByText('Team Management').first().waitFor();
    const seen = await page.evaluate(() => (window as unknown as { menuSeen: string[][] }).menuSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toContain('Users');
    expect(seen[0]).toEqual(seen.at(-1));
    await page.close();
  });

  it('shows the server message for a wrong password and stays on the login', async () => {
    const page = await freshPage();
    await signIn(page, 'admin@example.com', 'wrong-password');
    await page.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('after a wrong password, draws the admin unseen again while the form waits, and signs in at the next attempt', async () => {
    const page = await freshPage();
    // the first attempt before the admin's code has loaded: the sign-in holds the warm-up off
    await signIn(page, 'admin@example.com', 'wrong-password');
    await page.getByText('Invalid email or password').waitFor();
    const loginOnly = await page.evaluate(() => document.body.innerHTML);
    // the warm-up writes the admin's styles (a few hundred rules; the login page has a few dozen)
    await expect.poll(async () => (await styleRuleTexts(page)).length, { timeout: 15_000 }).toBeGreaterThan(200);
    expect(await page.evaluate(() => document.body.innerHTML)).toBe(loginOnly);
    await page.getByLabel(/^Password$/).fill('Admin@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Users').first().waitFor();
    await page.close();
  });

  it('shows the spec texts for an invalid email and a missing password', async () => {
    const page = await freshPage();
    await page.getByLabel(/^Email$/).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email is not valid').waitFor();
    await page.getByText('This field is required').waitFor();
    await page.close();
  });

  it('sends a page opened without a token to the login at "/"', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/users/list-user`);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.close();
  });

  it('redirects "/" to the dashboard when a token is stored', async () => {
    const page = await freshPage();
    await signIn(page, 'admin@example.com', 'Admin@12345');
    await page.waitForURL(`${server.url}/dashboard`);
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.close();
  });

  it('shows a member holding one permission only its menu items and sends it to the dashboard from a route it lacks', async () => {
    const page = await freshPage();
    await signIn(page, 'category@example.com', 'Team@12345');
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText('Welcome to admin').waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByText('Warehouse').click();
    await nav.getByText('Category', { exact: true }).waitFor();
    const links = await nav.locator('a').allInnerTexts();
    expect(links.map((l) => l.trim()).sort()).toEqual(['Category', 'Dashboard']);
    await page.goto(`${server.url}/users/list-user`);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.close();
  });

  it('refuses a blocked member with a clear message', async () => {
    const page = await freshPage();
    await signIn(page, 'blocked@example.com', 'Team@12345');
    await page.getByText(/blocked/i).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('logs out from the profile dropdown, removing the token', async () => {
    const page = await freshPage();
    await signIn(page, 'admin@example.com', 'Admin@12345');
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    const stored = await page.evaluate(() => Object.keys(window.localStorage));
    expect(stored.some((k) => k.toLowerCase().includes('token'))).toBe(false);
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(`${server.url}/`);
    await page.close();
  });
});

describe('the styles of a first use', () => {
  it('are written before the first press and the first search, which then add none', async () => {
    const page = await freshPage();
    await signIn(page, 'admin@example.com', 'Admin@12345');
    await page.waitForURL(`${server.url}/dashboard`);

    // the orders list, loaded afresh: nothing has been pressed in this page
    await page.goto(`${server.url}/order-management`);
    await page.getByRole('combobox', { name: 'Status' }).waitFor();
    await firstUseStylesWritten(page);
    // only their rules: none of the samples' elements is in the page
    expect(await page.locator('.MuiTouchRipple-ripple').count()).toBe(0);
    const rippleRules = await rulesWith(page, 'MuiTouchRipple');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Delivered' }).click();
    await everyRowShows(page, 'Delivered');
    expect(await rulesWith(page, 'MuiTouchRipple')).toBe(rippleRules);

    // the users list, loaded afresh: the first character typed shows the search's clear button
    await page.goto(`${server.url}/users/list-user`);
    await page.getByPlaceholder('Search').waitFor();
    await firstUseStylesWritten(page);
    const rulesBefore = new Set(await styleRuleTexts(page));
    await page.getByPlaceholder('Search').fill('p');
    const clear = page.getByRole('button', { name: 'Clear value' });
    await clear.waitFor();
    // the rules of the clear button's classes were in the page before it was shown (the rest of
    // the page may still be drawing its own)
    const classes = String(await clear.getAttribute('class'))
      .split(' ')
      .filter((name) => name.startsWith('css-'));
    expect(classes.length).toBeGreaterThan(0);
    const added = (await styleRuleTexts(page)).filter((rule) => !rulesBefore.has(rule) && classes.some((name) => rule.includes(name)));
    expect(added).toEqual([]);
    await page.close();
  });
});
