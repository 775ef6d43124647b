/**
 * Issue 62's sessions and team security in real Chromium against the real server: two browser
 * profiles of the same super admin; signing out in one leaves the other signed in; the Sessions tab
 * ends the other one (sent to "/" on its next call) and signs out everywhere else; the Security tab
 * requires a second factor of the team, and the team list resets a member's second factor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { launchBrowser, startServer, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let office: Browser;
let home: Browser;
let a: Page;
let b: Page;

const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };
const MEMBER = { email: 'lost.phone@example.com', password: 'Member@12345' };

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.getByLabel(/^Email$/).fill(ADMIN.email);
  await page.getByLabel(/^Password$/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}

/** A JSON call to the API from the test itself (its own user agent, so a session of its own). */
async function call(method: string, path: string, token: string | null, body?: unknown): Promise<Record<string, unknown>> {
  const reply = await fetch(`${server.url}/api/admin/${path}`, {
    method,
    headers: {
      origin: server.url,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await reply.json()) as Record<string, unknown>;
}

async function signInByApi(email: string, password: string): Promise<string> {
  const reply = await call('POST', 'login', null, { email, password });
  expect(reply).toMatchObject({ code: 200, token: expect.any(String) });
  return String(reply.token);
}

/** Sets up an authenticator app for the token's admin, confirmed with the code an app shows now. */
async function enrolTotp(token: string): Promise<void> {
  const started = await call('POST', 'mfa/totp/enrol', token);
  expect(started).toMatchObject({ code: 200, secret: expect.any(String) });
  const totp = new TOTP({ secret: Secret.fromBase32(String(started.secret)), digits: 6, period: 30 });
  expect(await call('POST', 'mfa/totp/confirm', token, { code: totp.generate() })).toMatchObject({ code: 200 });
}

function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => window.localStorage.getItem('mysteryBoxAdmin.token') ?? '');
}

/** The Sessions tab's rows, once as many as expected are shown. */
async function sessionRows(page: Page, count: number) {
  const rows = page.getByRole('table', { name: 'Sessions' }).locator('tbody tr');
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(count);
  return rows;
}

async function openSessions(page: Page): Promise<void> {
  await page.goto(`${server.url}/settings?tab=sessions`);
  await page.getByRole('tab', { name: 'Sessions', selected: true }).waitFor();
}

/** A page whose token was ended: its next call sends it to the sign-in page. */
async function sentToSignIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/dashboard`);
  await page.waitForURL(`${server.url}/`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}

beforeAll(async () => {
  server = await startServer();
  office = await launchBrowser();
  home = await launchBrowser();
  a = await office.newPage();
  b = await home.newPage();
  await signIn(a);
  await signIn(b);
});

afterAll(async () => {
  await office?.close();
  await home?.close();
  await server?.stop();
});

describe('sessions of one admin', () => {
  it('signs out in one browser while the other stays signed in', async () => {
    await b.getByRole('button', { name: 'Profile menu' }).click();
    await b.getByRole('menuitem', { name: 'Logout' }).click();
    await b.waitForURL(`${server.url}/`);

    await a.goto(`${server.url}/team-management`);
    await a.getByText('All Teams').waitFor();
    expect(new URL(a.url()).pathname).toBe('/team-management');
    expect(await call('GET', 'checkValidtoken', await storedToken(a))).toMatchObject({ code: 200 });
  });

  it('ends the other session from the Sessions tab; that browser is sent to sign in', async () => {
    await signIn(b);
    await openSessions(a);
    const rows = await sessionRows(a, 2);
    await expect.poll(() => rows.filter({ hasText: 'This session' }).count()).toBe(1);
    const other = rows.filter({ hasNotText: 'This session' });
    // Chromium on Linux, read from the user agent, with the address it came from
    await expect.poll(() => other.innerText()).toMatch(/Chrome \d+\s+Linux\s+127\.0\.0\.1/);

    await other.getByRole('button', { name: /^Sign out the session of Chrome/ }).click();
    const dialog = a.getByRole('dialog', { name: 'Sign out this session?' });
    await dialog.getByText(/Chrome \d+ on Linux \(127\.0\.0\.1\) will be signed out/).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await a.getByText('Session signed out').waitFor();
    await sessionRows(a, 1);
    await a.getByText('This session').waitFor();

    await sentToSignIn(b);
    // the one left is this browser's own: it goes on
    expect(await call('GET', 'checkValidtoken', await storedToken(a))).toMatchObject({ code: 200 });
  });

  it('signs out everywhere else', async () => {
    await signIn(b);
    const script = await signInByApi(ADMIN.email, ADMIN.password);
    await openSessions(a);
    await sessionRows(a, 3);

    await a.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = a.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await sessionRows(a, 3);

    await a.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await a.getByText('Other sessions signed out: 2').waitFor();
    await sessionRows(a, 1);
    expect(await a.getByRole('button', { name: 'Sign out everywhere else' }).isDisabled()).toBe(true);

    expect(await call('GET', 'checkValidtoken', script)).toMatchObject({ code: 401 });
    await sentToSignIn(b);
  });
});

describe('team security, by a super admin', () => {
  it('requires a second factor of every member, and resets a member’s', async () => {
    const own = await storedToken(a);
    // a proof now, then the admin's own second factor (the server asks for one before requiring it)
    expect(await call('POST', 'mfa/stepUp', own, { method: 'password', password: ADMIN.password })).toMatchObject({ code: 200 });
    await enrolTotp(own);

    expect(
      await call('POST', 'addTeam', own, {
        firstName: 'Lost',
        lastName: 'Phone',
        email: MEMBER.email,
        password: MEMBER.password,
        confirmPassword: MEMBER.password,
        role: ['readUsers'],
      }),
    ).toMatchObject({ code: 200 });
    const member = await signInByApi(MEMBER.email, MEMBER.password);
    await enrolTotp(member);

    await a.goto(`${server.url}/settings?tab=security`);
    const requirement = a.getByRole('switch', { name: 'Require a second factor for every team member' });
    await requirement.waitFor();
    expect(await requirement.isChecked()).toBe(false);
    await requirement.check();
    await a.getByRole('button', { name: 'Save' }).click();
    await a.getByText('Security settings saved').waitFor();
    await a.reload();
    await requirement.waitFor();
    expect(await requirement.isChecked()).toBe(true);
    expect(await call('GET', 'securitySettings', own)).toMatchObject({ requireMfa: true, fourEyesThreshold: 1000 });

    await a.goto(`${server.url}/team-management`);
    const row = a.getByRole('row').filter({ hasText: MEMBER.email });
    await row.getByText('On', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Reset the second factor of ${MEMBER.email}` }).click();
    const dialog = a.getByRole('dialog', { name: 'Reset second factor?' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await a.getByText(`Second factor reset for ${MEMBER.email}`).waitFor();
    await row.getByText('Off', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: `Reset the second factor of ${MEMBER.email}` }).count()).toBe(0);

    // the member's session ended; signing in again, they are asked to set up a factor
    expect(await call('GET', 'checkValidtoken', member)).toMatchObject({ code: 401 });
    expect(await call('POST', 'login', null, MEMBER)).toMatchObject({ code: 200, mfaEnrolRequired: true });
    await a.reload();
    await row.getByText('Off', { exact: true }).waitFor();
  });
});
