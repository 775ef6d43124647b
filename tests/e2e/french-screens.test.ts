/**
 * French everywhere: with French chosen, every screen of the admin (the same list the accessibility
 * test visits) shows no text of the English catalogue, ours or react-admin's. A text counts when a
 * line of the page is exactly an English text, or contains one of 16 characters or more, and the
 * French text differs. What the shop's records hold shows as stored: the admins' names, the
 * feedback types users chose, the activity log's modules and descriptions (written by the server in
 * the contract's English).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import englishRa from 'ra-language-english';
import frenchRa from 'ra-language-french';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { launchBrowser, startServer, submitAdminLogin, type Browser, type RunningServer, networkQuiet } from './harness';
import { screenIds, screenPath, screens } from './screens';
import { demoShop } from './demoShop';

type Tree = { readonly [key: string]: string | Tree };

/** Every [key, English, French] leaf where the two differ. */
function differing(english: Tree, french: Tree, prefix = ''): Array<[string, string, string]> {
  return Object.entries(english).flatMap(([key, value]): Array<[string, string, string]> => {
    const other = french[key];
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return typeof other === 'string' && other !== value ? [[path, value, other]] : [];
    return typeof other === 'object' ? differing(value, other, path) : [];
  });
}

/** Records the server wrote into the activity log, shown as written. */
const STORED = /^(server\.activity|[a-z]+\.log)\./;

const pairs = [
  ...differing(englishRa as unknown as Tree, frenchRa as unknown as Tree),
  ...differing(en as unknown as Tree, fr as unknown as Tree),
].filter(([key]) => !STORED.test(key));

/** The English texts as they can show: a placeholder's text splits them into fixed parts. */
const englishParts = pairs.flatMap(([, english]) => english.split(/%\{\w+\}|\|\|\|\|/).map((part) => part.trim())).filter(Boolean);
/** Every French text: words French uses too ("Box", "Image", "Active" in some keys) are not English when they show. */
function leaves(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value.trim()] : leaves(value)));
}
const frenchToo = new Set([...leaves(frenchRa as unknown as Tree), ...leaves(fr as unknown as Tree)]);
const wholeLines = new Set(englishParts.filter((part) => !frenchToo.has(part)));
const longParts = [...wholeLines].filter((part) => part.length >= 16);
/** The French texts of an English one (the same English can have several keys). */
function frenchOf(english: string): string[] {
  return pairs.filter(([, text]) => text === english).map(([, , french]) => french);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function englishIn(text: string, records: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const line of text.split(/[\n\t]/).map((l) => l.trim())) {
    if (records.has(line)) continue;
    if (wholeLines.has(line)) found.add(line);
    for (const part of longParts) if (line.includes(part)) found.add(part);
  }
  return [...found];
}

let server: RunningServer;
let browser: Browser;
let page: Page;
let ids: Record<string, string> = {};
/** Values of the demo shop's records (the same seed as the server's). */
let records: ReadonlySet<string> = new Set();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ids = await screenIds(server.url);
  const shop = await demoShop();
  records = new Set([
    ...shop.rows('admins').map((admin) => `${admin.firstname} ${admin.lastname}`),
    ...shop.rows('feedback').map((row) => row.queryType),
    ...shop.rows('activity_logs').flatMap((row) => [row.module, row.action]),
  ]);
  page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await submitAdminLogin(page, server.url);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.getByRole('navigation').getByText('Tableau de bord').first().waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('French on every screen', () => {
  it.each(screens)('%s shows no English text', async (template, ready) => {
    await page.goto(`${server.url}${screenPath(template, ids)}`);
    const readyInFrench = frenchOf(ready);
    if (readyInFrench.length > 0) {
      await page
        .getByText(new RegExp(readyInFrench.map(escape).join('|')))
        .first()
        .waitFor();
    }
    await networkQuiet(page);
    await expect.poll(() => page.locator('[role=progressbar]').count()).toBe(0);
    expect(englishIn(await page.locator('body').innerText(), records)).toEqual([]);
  });
});
