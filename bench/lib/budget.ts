/**
 * The speed budget (issue 61): what people feel, with room for a noisy 2-core machine. A figure
 * within its budget is done. A list step is judged from its click to its new rows in the DOM.
 */
import type { Figure } from './stats';
import { TYPING_PAUSE_MS } from '../../src/domain/lists';

/** A list step: a sort, a page turn, a status pick. RAIL's response goal, with room. */
export const LIST_STEP = { wallMs: 150, cpuMs: 100 };
/** A search: its rows within this long after the admin's typing pause ends (the bench times from the typing). */
export const SEARCH = { wallMs: 150, debounceMs: TYPING_PAUSE_MS };
/** A list's first rows after its menu entry. */
export const FIRST_ROWS_MS = 1000;
/** Sign-in to a filled dashboard, against the stock react-admin anchor. */
export const SIGN_IN_VS_ANCHOR = 1.0;
/** JS sizes: within 10% of the gzip sizes when the budget was set (KiB); the dashboard's up to its filled cards. */
export const JS_KIB = { login: 79.6 * 1.1, dashboard: 305.5 * 1.1 };

const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');

export function listStepBudget(f: Figure): string {
  return `<= ${LIST_STEP.wallMs} ms, cpu < ${LIST_STEP.cpuMs}: ${verdict(f.wallMs <= LIST_STEP.wallMs && f.cpuMs < LIST_STEP.cpuMs)}`;
}

export function searchBudget(f: Figure): string {
  return `<= ${SEARCH.wallMs} ms after debounce: ${verdict(f.wallMs - SEARCH.debounceMs <= SEARCH.wallMs)}`;
}

export function firstRowsBudget(f: Figure): string {
  return `<= ${FIRST_ROWS_MS} ms: ${verdict(f.wallMs <= FIRST_ROWS_MS)}`;
}

export function sizeBudget(gzipBytes: number, kib: number): string {
  return `<= ${kib.toFixed(1)} KiB: ${verdict(gzipBytes / 1024 <= kib)}`;
}

export function signInBudget(ours: Figure, anchor: Figure): string {
  return `<= ${SIGN_IN_VS_ANCHOR.toFixed(1)}x: ${verdict(ours.wallMs <= anchor.wallMs * SIGN_IN_VS_ANCHOR)}`;
}
