/**
 * A fresh Chromium profile per run, and a meter for one interaction: wall time and the renderer's
 * main-thread busy time (CDP Performance.getMetrics TaskDuration) between start and end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type CDPSession, type Page, type Response } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/e2e/harness';
import type { Sample } from './stats';

export interface Session {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /**
   * Every JavaScript response so far, by URL. Their bodies are read and measured only when
   * `scriptTotals` asks: reading each one over CDP and gzipping it as it arrived took both cores'
   * time from the page during the very steps the bench times.
   */
  scripts: Map<string, Response>;
  close: () => Promise<void>;
}

export async function freshSession(): Promise<Session> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1366, height: 860 },
    args: CHROMIUM_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  // the anchor's first users-list render at 100,000 rows takes over a minute: wait, don't fail
  page.setDefaultTimeout(240_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const scripts: Session['scripts'] = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response);
  });
  return {
    context,
    page,
    cdp,
    scripts,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

/** Runs start() then waits for done(); wall time from just before start to done, main-thread busy time over the same span. */
export async function measure(session: Session, start: () => Promise<unknown>, done: () => Promise<unknown>): Promise<Sample> {
  const cpuBefore = await taskSeconds(session.cdp);
  const t0 = performance.now();
  await start();
  await done();
  const wallMs = performance.now() - t0;
  const cpuMs = ((await taskSeconds(session.cdp)) - cpuBefore) * 1000;
  return { wallMs, cpuMs };
}

/** Sizes of a script's body, measured once. */
const measured = new WeakMap<Response, Promise<{ bytes: number; gzipBytes: number } | null>>();

function sizes(response: Response): Promise<{ bytes: number; gzipBytes: number } | null> {
  let pending = measured.get(response);
  if (!pending) {
    pending = response.body().then(
      (body) => ({ bytes: body.length, gzipBytes: gzipSync(body).length }),
      () => null, // a body the browser no longer has (a failed or aborted load) counts as nothing received
    );
    measured.set(response, pending);
  }
  return pending;
}

/** JavaScript received (all of it, or the scripts at the URLs in `only`): bytes and gzip bytes. */
export async function scriptTotals(
  session: Session,
  only?: ReadonlySet<string>,
): Promise<{ bytes: number; gzipBytes: number; files: number }> {
  let bytes = 0;
  let gzipBytes = 0;
  let files = 0;
  for (const [url, response] of session.scripts) {
    if (only && !only.has(url)) continue;
    const s = await sizes(response);
    if (!s) continue;
    bytes += s.bytes;
    gzipBytes += s.gzipBytes;
    files += 1;
  }
  return { bytes, gzipBytes, files };
}

/**
 * Marks, in the page, when the first form field is in the DOM (the login form): `addInitScript` it
 * before the page loads, then `requestedBeforeForm` tells which resources were asked for before.
 */
export const MARK_FIRST_FIELD = `(() => {
  const mark = () => {
    if (!document.querySelector('input')) return;
    window.__firstFieldAt = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(mark);
  observer.observe(document, { childList: true, subtree: true });
})()`;

/**
 * The URLs of the resources the page asked for before a moment it marked (page-side times, resource
 * timing): `__firstFieldAt`, what the login route needed to show its form and not what it preloads
 * once the form has painted; `__untilDomAt`, before the last `untilDom` condition held. Node's own
 * clock for the responses raced with seeing the form, so a run counted the preloaded admin or not.
 */
export async function requestedBefore(page: Page, mark: '__firstFieldAt' | '__untilDomAt'): Promise<Set<string>> {
  const urls = (await page.evaluate(`(() => {
    const at = window.${mark} ?? Infinity;
    return performance.getEntriesByType('resource').filter((e) => e.startTime < at).map((e) => e.name);
  })()`)) as string[];
  return new Set(urls);
}

/**
 * The tab's JavaScript heap after a garbage collection: the page's and each of its workers'
 * (the list worker holds our rows), through CDP auto-attach to the worker targets.
 */
export async function tabHeapBytes(session: Session): Promise<{ main: number; workers: number }> {
  const { cdp } = session;
  const targets: string[] = [];
  const onAttach = (event: { sessionId: string; targetInfo: { type: string } }) => {
    if (event.targetInfo.type === 'worker') targets.push(event.sessionId);
  };
  const replies = new Map<number, { usedSize?: number }>();
  const onMessage = (event: { message: string }) => {
    const message = JSON.parse(event.message) as { id?: number; result?: { usedSize?: number } };
    if (message.id !== undefined) replies.set(message.id, message.result ?? {});
  };
  cdp.on('Target.attachedToTarget', onAttach);
  cdp.on('Target.receivedMessageFromTarget', onMessage);
  try {
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    let id = 1000;
    const asked: number[] = [];
    for (const sessionId of targets) {
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: (id += 1), method: 'HeapProfiler.collectGarbage' }),
      });
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: (id += 1), method: 'Runtime.getHeapUsage' }),
      });
      asked.push(id);
    }
    await cdp.send('HeapProfiler.collectGarbage');
    const main = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
    const deadline = performance.now() + 5000;
    while (asked.some((n) => !replies.has(n)) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const workers = asked.reduce((sum, n) => sum + (replies.get(n)?.usedSize ?? 0), 0);
    return { main, workers };
  } finally {
    cdp.off('Target.attachedToTarget', onAttach);
    cdp.off('Target.receivedMessageFromTarget', onMessage);
  }
}
