/**
 * Issue 62's second factor in real Chromium against the real server: set up the authenticator app in
 * Settings and sign in with a generated code (a wrong one shows the server's message); register a
 * passkey and sign in with it through Chromium's virtual authenticator (DevTools WebAuthn domain).
 * The pages are opened on localhost: a passkey belongs to a domain, and an IP address is none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { server as serverTexts } from '../../src/i18n/en/server';
import { launchBrowser, startServer, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let base: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  base = server.url.replace('127.0.0.1', 'localhost');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function passwordStep(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${base}/`);
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${base}/`);
  await page.getByLabel(/^Email$/).fill(email);
  await page.getByLabel(/^Password$/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function openSecondFactorTab(page: Page): Promise<void> {
  await page.goto(`${base}/settings?tab=secondFactor`);
  await page.getByRole('tab', { name: 'Second factor', selected: true }).waitFor();
}

describe('the second factor', () => {
  it('sets up the authenticator app in Settings, then signs in with its code', async () => {
    const page = await browser.newPage();
    await passwordStep(page, 'admin@example.com', 'Admin@12345');
    await page.waitForURL(`${base}/dashboard`);
    await openSecondFactorTab(page);

    await page.getByRole('button', { name: 'Set up the authenticator app' }).click();
    await expect
      .poll(() => page.getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src'))
      .toMatch(/^data:image\/png/);
    const key = (await page.getByTestId('totp-key').textContent()) ?? '';
    const totp = new TOTP({ secret: Secret.fromBase32(key) });
    await page.getByLabel('6-digit code').fill(totp.generate());
    await page.getByRole('button', { name: 'Confirm' }).click();

    const codes = page.getByRole('dialog', { name: 'Recovery codes' });
    await expect.poll(() => codes.getByRole('listitem').count()).toBe(10);
    await codes.getByRole('button', { name: 'I have kept them' }).click();
    await page.getByText('On: your authenticator app gives the codes.').waitFor();

    // signed out, the password alone no longer opens the admin
    await passwordStep(page, 'admin@example.com', 'Admin@12345');
    const code = page.getByLabel('Code', { exact: true });
    await code.waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('mysteryBoxAdmin.token'))).toBeNull();

    const now = Date.now();
    const wrong = ['000000', '999999'].find((c) => totp.validate({ token: c, timestamp: now, window: 2 }) === null) ?? '000000';
    await code.fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(serverTexts.mfa.codeWrong);

    // the next step's code: the one used to confirm cannot be used twice
    await code.fill(totp.generate({ timestamp: now + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${base}/dashboard`);
    await page
      .getByText(/Welcome back/)
      .first()
      .waitFor();
    await page.close();
  });

  it('registers a passkey and signs in with it through the virtual authenticator', async () => {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    await passwordStep(page, 'support@example.com', 'Team@12345');
    await page.waitForURL(`${base}/dashboard`);
    await openSecondFactorTab(page);
    await page.getByText('No passkey yet').waitFor();
    await page.getByLabel('Passkey name').fill('Office laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();

    const codes = page.getByRole('dialog', { name: 'Recovery codes' });
    await expect.poll(() => codes.getByRole('listitem').count()).toBe(10);
    await codes.getByRole('button', { name: 'I have kept them' }).click();
    await page.getByText('Office laptop', { exact: true }).waitFor();

    await passwordStep(page, 'support@example.com', 'Team@12345');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL(`${base}/dashboard`);
    expect(await page.evaluate(() => window.localStorage.getItem('mysteryBoxAdmin.token'))).not.toBeNull();

    // removing it asks first (the passkey sign-in counts as a fresh step-up), then the list is empty
    await openSecondFactorTab(page);
    await page.getByRole('button', { name: 'Remove Office laptop' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the passkey' });
    await confirm.getByText('Remove the passkey "Office laptop"? It will no longer sign you in.').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('No passkey yet').waitFor();
    await page.close();
  });
});
