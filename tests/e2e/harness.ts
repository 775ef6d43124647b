/**
 * End-to-end harness: starts the real server (server/main.ts, the built SPA in dist/) on a free
 * port with a fresh data directory, and drives Debian's Chromium through playwright-core.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Request, type Route } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** `apiOnly`: without the built SPA (the server tests' processes). */
export async function startServer(env: Record<string, string> = {}, { apiOnly = false } = {}): Promise<RunningServer> {
  // E2E_STATIC_DIR lets parallel work build the SPA elsewhere (vite build --outDir ...)
  let staticDir = process.env.E2E_STATIC_DIR ? path.resolve(process.env.E2E_STATIC_DIR) : path.join(root, 'dist');
  if (!apiOnly && !fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`${staticDir}/index.html is missing: run \`npm run build\` (npm test does it) before the e2e tests.`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-e2e-'));
  if (apiOnly) staticDir = path.join(dataDir, 'no-spa');
  let log = '';
  const child: ChildProcess = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    try {
      const reply = await fetch(`${url}/api/admin/checkValidtoken`);
      if (reply.status === 401) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`The server did not start within 2 minutes:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Browser {
  context: BrowserContext;
  newPage: () => Promise<Page>;
  close: () => Promise<void>;
}

/**
 * Chromium's switches for the tests and the bench (bench/lib/browser.ts). The last one turns off
 * the omnibox's popup pages: a fresh headless profile loads them (two chrome:// pages, hundreds of
 * resources) in a renderer of their own right after launch, about 800 ms of cpu in the first 3 s
 * on this machine's two cores (40-90 ms without them), under whatever the page is doing then.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * The text of every style rule in the page: what a test of style work counts (each rule added
 * restyles the whole page).
 */
export function styleRuleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)));
}

/** Waits until the page's table has rows and every one of them shows `text` (a list filtered to it). */
export async function everyRowShows(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const rows = [...document.querySelectorAll('table tbody tr')];
    return rows.length > 0 && rows.every((row) => (row.textContent ?? '').includes(wanted));
  }, text);
}

/** A fresh Chromium profile; each test file gets its own. */
export async function launchBrowser(): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1366, height: 860 },
    args: CHROMIUM_ARGS,
  });
  return {
    context,
    newPage: () => context.newPage(),
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** On the login page: signs the demo super admin in and waits for the dashboard. */
export async function submitAdminLogin(page: Page, serverUrl: string): Promise<void> {
  await page.getByLabel(/^Email$/).fill('admin@example.com');
  await page.getByLabel(/^Password$/).fill('Admin@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${serverUrl}/dashboard`);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * A plain static web server for a built SPA (no API at all): a file when it exists, index.html for
 * every other path. QA mode's build (npm run build:fake) runs from any such server.
 */
export async function startStaticSite(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const { createServer } = await import('node:http');
  const rootDir = path.resolve(dir);
  const site = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    let file = path.join(rootDir, urlPath);
    if (!file.startsWith(rootDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(rootDir, 'index.html');
    res.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => site.close(() => resolve())) };
}

/** QA mode's build for the e2e tests: E2E_FAKE_DIR, else .tmp/dist-fake (built here when missing). */
export function fakeBuildDir(): string {
  const dir = path.resolve(process.env.E2E_FAKE_DIR ?? path.join(root, '.tmp', 'dist-fake'));
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    const built = spawnSync(
      path.join(root, 'node_modules', '.bin', 'vite'),
      ['build', '--mode', 'fake', '--outDir', dir, '--logLevel', 'warn'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (built.status !== 0) throw new Error('the QA build (vite build --mode fake) failed');
  }
  return dir;
}

/** Holds the browser's requests whose URL `matches` (the list worker's too) until `release()`. */
export async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const passing: Array<Promise<void>> = [];
  let answered = 0;
  const handler = (route: Route) => {
    const passed = gate
      .then(() => route.continue())
      .then(() => {
        answered += 1;
      });
    passing.push(passed);
    return passed;
  };
  await page.context().route(matches, handler);
  return {
    count: () => passing.length,
    answered: () => answered,
    release: async () => {
      open();
      await Promise.all(passing);
      await page.context().unroute(matches, handler);
    },
  };
}

/**
 * Resolves once no request but the push channel's has started or ended for `quietMs`: Playwright's
 * 'networkidle' never comes while an admin tab keeps its push channel (GET /api/admin/events) open.
 */
export async function networkQuiet(page: Page, quietMs = 1000, timeoutMs = 30_000): Promise<void> {
  let last = Date.now();
  const touch = (request: Request) => {
    if (!request.url().includes('/api/admin/events')) last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  try {
    await page.waitForLoadState('load');
    const until = Date.now() + timeoutMs;
    while (Date.now() - last < quietMs && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    page.off('request', touch);
    page.off('requestfinished', touch);
    page.off('requestfailed', touch);
  }
}
