/**
 * The team area in real Chromium against the real server on a fresh database: a member created with
 * only readBrand and writeBrand sees only Brand; blocking them refuses their next request; a pending
 * return is approved; a pdf feedback attachment opens; a small video proof is uploaded and played;
 * the activity log lists these actions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { holdRequests, launchBrowser, startServer, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let adminBrowser: Browser;
let memberBrowser: Browser;
let admin: Page;

const MEMBER = { first: 'Brenda', last: 'Brand', email: 'brenda.brand@example.com', password: 'Brand@1234' };
const PROOF_TITLE = 'Brenda won a tiny video';
let approvedOrder = '';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.getByLabel(/^Email$/).fill(email);
  await page.getByLabel(/^Password$/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}

/** A short real WebM (VP8) recorded from a canvas by Chromium itself, as base64. */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = `hsl(${(frame += 30) % 360}, 80%, 50%)`;
      context.fillRect(0, 0, 160, 120);
    }, 50);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    bytes.forEach((b) => (binary += String.fromCharCode(b)));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

beforeAll(async () => {
  server = await startServer();
  adminBrowser = await launchBrowser();
  memberBrowser = await launchBrowser();
  admin = await adminBrowser.newPage();
  await signIn(admin, 'admin@example.com', 'Admin@12345');
});

afterAll(async () => {
  await adminBrowser?.close();
  await memberBrowser?.close();
  await server?.stop();
});

describe('team and support screens', () => {
  it('creates a member with only readBrand and writeBrand, who sees only Brand in the menu', async () => {
    await admin.goto(`${server.url}/addTeam`);
    await admin.locator('#team-firstName').fill(MEMBER.first);
    await admin.locator('#team-lastName').fill(MEMBER.last);
    await admin.locator('#team-email').fill('br@x');
    await admin.locator('#team-password').click();
    await admin.getByText('Enter valid email').waitFor();
    await admin.locator('#team-email').fill(MEMBER.email);
    await admin.locator('#team-password').fill(MEMBER.password);
    await admin.locator('#team-confirmPassword').fill(MEMBER.password);
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin.getByText('Please Select at least one role for team').waitFor();
    await admin.getByRole('group', { name: 'Read' }).getByRole('checkbox', { name: 'Brand', exact: true }).check();
    await admin.getByRole('group', { name: 'Write' }).getByRole('checkbox', { name: 'Brand', exact: true }).check();
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin.waitForURL(`${server.url}/team-management`);
    await admin.getByText(MEMBER.email).waitFor();

    const member = await memberBrowser.newPage();
    await signIn(member, MEMBER.email, MEMBER.password);
    const nav = member.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByText('Warehouse').click();
    await nav.getByText('Brand', { exact: true }).waitFor();
    const links = await nav.locator('a').allInnerTexts();
    expect(links.map((l) => l.trim()).sort()).toEqual(['Brand', 'Dashboard']);
    await member.close();
  });

  it('blocks the member, whose next request is refused', async () => {
    const member = await memberBrowser.newPage();
    await member.goto(`${server.url}/dashboard`);
    await member.getByRole('navigation', { name: 'Main navigation' }).waitFor();

    await admin.goto(`${server.url}/team-management`);
    const block = admin.getByRole('button', { name: `Block ${MEMBER.email}` });
    await block.waitFor();
    // the team list, read again after the block, is held: the row shows Unblock from the reply
    const held = await holdRequests(admin, (url) => url.pathname.endsWith('/api/admin/getAllTeamsData'));
    await block.click();
    await admin.getByText('Successfully Block or Unblock').waitFor();
    await admin.getByRole('button', { name: `Unblock ${MEMBER.email}` }).waitFor({ timeout: 5000 });
    await expect.poll(() => held.count()).toBeGreaterThan(0);
    expect(held.answered()).toBe(0);
    await held.release();
    await admin.getByRole('button', { name: `Unblock ${MEMBER.email}` }).waitFor();

    await member.reload();
    await member.waitForURL(`${server.url}/`);
    await member.getByRole('button', { name: 'Sign in' }).waitFor();
    await member.close();
  });

  it('approves a pending return request', async () => {
    await admin.goto(`${server.url}/return-order`);
    const row = admin.locator('tbody tr', { has: admin.getByText('pending', { exact: true }) }).first();
    approvedOrder = (await row.locator('td').first().innerText()).trim();
    await row.getByRole('button', { name: 'Show Details' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Return Request Details' });
    await dialog.getByText(approvedOrder).first().waitFor();
    // the list, read again after the decision, is held: the row shows it from the reply
    const held = await holdRequests(admin, (url) => url.pathname.endsWith('/api/admin/getAllReturnOrderRequest'));
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('status updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const updated = admin.locator('tbody tr', { has: admin.getByText(approvedOrder, { exact: true }) });
    await updated.getByText('approved', { exact: true }).waitFor({ timeout: 5000 });
    await expect.poll(() => held.count()).toBeGreaterThan(0);
    expect(held.answered()).toBe(0);
    await held.release();
    await updated.getByText('approved', { exact: true }).waitFor();
    await updated.getByRole('button', { name: 'Show Details' }).click();
    await expect.poll(() => admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await admin.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  });

  it('opens a pdf feedback attachment in a frame that can only render a pdf', async () => {
    await admin.goto(`${server.url}/feedback`);
    const views = admin.getByRole('button', { name: /^View / });
    await views.first().waitFor();
    const count = await views.count();
    let found = false;
    for (let i = 0; i < count && !found; i += 1) {
      await views.nth(i).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByText('Attachment', { exact: true }).waitFor();
      const frame = dialog.locator('iframe[title^="PDF attachment"]');
      if ((await frame.count()) > 0) {
        found = true;
        await expect.poll(async () => (await frame.getAttribute('src')) ?? '').toMatch(/^blob:/);
        const type = await frame.evaluate(async (element: HTMLIFrameElement) => (await (await fetch(element.src)).blob()).type);
        expect(type).toBe('application/pdf');
      }
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(found).toBe(true);
  });

  it('uploads a small video proof and plays it in the modal', async () => {
    await admin.goto(`${server.url}/create-social-proof`);
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin.getByText('Title is required.').waitFor();
    await admin.getByText('Please upload a valid video.').waitFor();
    await admin.getByLabel(/^Title/).fill(PROOF_TITLE);
    await admin
      .locator('input[type=file][name=video]')
      .setInputFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video at all, only text') });
    await admin.getByText('Unsupported file type. Allowed: MP4, WebM, OGG, MOV, NV.').waitFor();
    const webm = await recordWebm(admin);
    await admin.locator('input[type=file][name=video]').setInputFiles({ name: 'win.webm', mimeType: 'video/webm', buffer: webm });
    await admin.getByText('Selected: win.webm').waitFor();
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin.waitForURL(`${server.url}/winners-social-proof`);
    await admin.getByRole('button', { name: `View Video: ${PROOF_TITLE}` }).click();
    const dialog = admin.getByRole('dialog', { name: PROOF_TITLE });
    const video = dialog.locator('video');
    await video.waitFor();
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise<void>((resolve) => {
        const check = () => (element.currentTime > 0 || element.ended ? resolve() : setTimeout(check, 50));
        check();
      });
      return { error: element.error, readyState: element.readyState };
    });
    expect(played.error).toBeNull();
    expect(played.readyState).toBeGreaterThanOrEqual(2);
    expect(await dialog.getByText('No video available.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('lists these actions in the activity log', async () => {
    await admin.goto(`${server.url}/activityLog`);
    for (const text of [
      `Created social proof ${PROOF_TITLE}`,
      `Marked the return request of order ${approvedOrder} as approved`,
      `Blocked team member ${MEMBER.email}`,
      `Added team member ${MEMBER.email}`,
    ]) {
      await admin.getByText(text, { exact: true }).waitFor();
    }
  });
});
