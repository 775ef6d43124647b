/**
 * The end of a test that drew a whole list. The page is unmounted first: its effects still pending
 * (a page asked for ahead) run then, and a turn of the event loop lets the requests they made reach
 * the lists, against this test's fake fetch. Then the lists are dropped and the fakes removed. The
 * other way round, a page asked for after the drop was read with the real fetch, and the next
 * test's first page waited on that failing read ("The server could not be reached", once in a full
 * CI run). Real timers by then (realTimeAgain).
 */
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { listCache } from '../../src/dataProvider/listCache';

export async function endListTest(): Promise<void> {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  listCache.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/'); // a list keeps its page, sort and filters in the URL (listInUrl.ts)
}
