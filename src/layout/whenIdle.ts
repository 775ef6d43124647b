/**
 * Runs `task` when the browser is next idle (after what it is drawing now has painted), or after
 * `timeout` ms at the latest; where there is no requestIdleCallback, after `fallbackMs`. Returns
 * a function that cancels it.
 */
export function whenIdle(
  task: () => void,
  { timeout = 2000, fallbackMs = 200 }: { timeout?: number; fallbackMs?: number } = {},
): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, fallbackMs);
  return () => clearTimeout(handle);
}
