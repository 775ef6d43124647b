/**
 * Issue 63's admin screens in real Chromium against the real server: a box's odds changed in the
 * editor make a new version, shown in its History tab with the difference from the one before; the
 * seed's drifting box is flagged on the box list and counted by the dashboard's card, which leads
 * to the filtered list; its odds disclosure downloads as CSV and reads back.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, networkQuiet, startServer, submitAdminLogin, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;

const DRIFTING = 'Starter Box';

interface ListedBox {
  _id: string;
  name: string;
}

async function api<T>(path: string): Promise<T> {
  const reply = await fetch(`${server.url}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await reply.json()) as T;
}

async function boxNamed(name: string): Promise<ListedBox> {
  const { box } = await api<{ box: ListedBox[] }>('api/admin/getBox');
  const found = box.find((b) => b.name === name);
  if (!found) throw new Error(`no box ${name}`);
  return found;
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

describe('odds history', () => {
  it('a change of chances in the editor is a new version, compared with the one before', async () => {
    const { box } = await api<{ box: ListedBox[] }>('api/admin/getBox');
    const target = box.find((b) => b.name !== DRIFTING) as ListedBox;
    const before = await api<{ versions: Array<{ version: number }> }>(`api/admin/getBoxOddsVersions/${target._id}`);
    const latest = before.versions[0].version;

    await page.goto(`${server.url}/create-box?id=${target._id}`);
    const chances = page.getByRole('table', { name: 'Chosen products' }).getByRole('spinbutton');
    await chances.nth(1).waitFor();
    const first = Number(await chances.nth(0).inputValue());
    const second = Number(await chances.nth(1).inputValue());
    const shift = first > 1 ? 1 : -1;
    await chances.nth(0).fill(String(first - shift));
    await chances.nth(1).fill(String(second + shift));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/box-list/);

    await page.goto(`${server.url}/create-box?id=${target._id}`);
    await page.getByRole('tab', { name: 'History' }).click();
    const newest = page.getByTestId(`odds-version-${latest + 1}`);
    await newest.getByText('In force').waitFor();
    await page.getByTestId(`odds-version-${latest}`).waitFor();
    expect(await page.getByTestId(/^odds-version-/).count()).toBe(latest + 1);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('history');

    // the newest two are compared at first: the two chances moved, each from its old value
    const changed = page.getByTestId('odds-diff-changed');
    await changed.waitFor();
    const text = await changed.innerText();
    expect(text).toContain(`${first} → ${first - shift}`);
    expect(text).toContain(`${second} → ${second + shift}`);
    await expect(page.getByRole('combobox', { name: 'From version' }).innerText()).resolves.toBe(`Version ${latest}`);
  });
});

describe('the RTP monitor', () => {
  it('flags the drifting box on the list, whose filter keeps the flagged boxes only', async () => {
    await page.goto(`${server.url}/box-list`);
    await networkQuiet(page);
    await page
      .getByRole('row', { name: new RegExp(DRIFTING) })
      .getByText('Outside band')
      .waitFor();
    await page.getByLabel('Outside band').check();
    await page.getByRole('row', { name: new RegExp(DRIFTING) }).waitFor();
    await networkQuiet(page);
    const rows = page.locator('tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) expect(await rows.nth(i).innerText()).toContain('Outside band');
  });

  it('counts the flagged boxes on the dashboard, and the card leads to them on the list', async () => {
    const monitor = await api<{ outsideBand: number; boxes: ListedBox[] }>(
      'api/admin/getBoxRtpMonitor?type=preset&summaryDate=last90day&outsideBand=true',
    );
    expect(monitor.boxes.map((b) => b.name)).toContain(DRIFTING);
    await page.goto(`${server.url}/dashboard?range=last90day`);
    const card = page.getByTestId('rtp-outside-band-card');
    await card.getByText('Boxes outside their RTP band').waitFor();
    await card.getByTestId('rtp-outside-band-count').getByText(String(monitor.outsideBand), { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Show these boxes' }).click();
    await page.waitForURL(/\/box-list/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ outsideBand: 'last90day' });
    await page.getByRole('row', { name: new RegExp(DRIFTING) }).waitFor();
    await expect(page.getByLabel('Outside band').isChecked()).resolves.toBe(true);
    await networkQuiet(page);
    expect(await page.locator('tbody tr').count()).toBe(Math.min(monitor.outsideBand, 10));
  });

  it('shows the drifting box outside its band on its Monitor tab, and its odds disclosure downloads as CSV', async () => {
    const drifting = await boxNamed(DRIFTING);
    await page.goto(`${server.url}/create-box?id=${drifting._id}&tab=monitor`);
    await page.getByTestId('rtp-figures').getByText('Outside band').waitFor();
    // the chart is drawn, with the versions in force marked on its time axis
    const chart = page.getByRole('figure', { name: `Actual and configured RTP of ${DRIFTING}` });
    await chart.getByRole('application').waitFor();
    await chart
      .getByText(/^v\d+$/)
      .first()
      .waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Odds (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^odds-.*\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toContain('Probability (%)');
    expect(header).toContain('Effective from (UTC)');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.includes(DRIFTING))).toBe(true);
    await page.getByText(`Disclosure exported: ${download.suggestedFilename()}`).waitFor();
  });
});
