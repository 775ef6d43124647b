/**
 * Waits in the page until a condition on the DOM holds, checked once at the start and then only
 * when the DOM changes (a MutationObserver). Playwright's waitForFunction polls every animation
 * frame: each poll keeps the page producing frames and runs the check (innerText forces a layout),
 * and all of it was billed to the admin's main-thread time. Measured on the users list, that
 * polling was 3-7 ms a frame, over 100 ms of a 450 ms sort. Both admins are measured this way.
 *
 * `test` is serialised and run in the page: a self-contained arrow function of `arg`, like
 * waitForFunction's (no closures, no named inner functions). When it holds, the page's clock is kept
 * in `window.__untilDomAt` (see `requestedBefore`).
 */
import type { Page } from 'playwright-core';

const WAITER = `(testSource, arg, timeoutMs) => new Promise((resolve, reject) => {
  const test = new Function('arg', 'return (' + testSource + ')(arg);');
  let done = false;
  const finish = (ok) => {
    if (done) return;
    done = true;
    if (ok) window.__untilDomAt = performance.now();
    observer.disconnect();
    clearTimeout(timer);
    if (ok) resolve(true);
    else reject(new Error('untilDom: timed out after ' + timeoutMs + ' ms: ' + testSource));
  };
  const check = () => {
    try { if (test(arg)) finish(true); } catch (err) { done = true; observer.disconnect(); clearTimeout(timer); reject(err); }
  };
  const observer = new MutationObserver(check);
  const timer = setTimeout(() => finish(false), timeoutMs);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  check();
})`;

export async function untilDom<A>(page: Page, test: (arg: A) => boolean, arg: A, timeoutMs = 240_000): Promise<void> {
  await page.evaluate(`(${WAITER})(${JSON.stringify(test.toString())}, ${JSON.stringify(arg ?? null)}, ${timeoutMs})`);
}
