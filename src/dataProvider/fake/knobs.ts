/**
 * QA's failure knobs: make a call (or every call) slow, or answer 500, 401 or 403, so loading
 * states, error toasts and the 401 sign-out can be tried by hand. Kept per browser tab.
 */
export type KnobFailure = 500 | 401 | 403;

export interface Knob {
  /** the call's name (the path's segment after api/admin/, e.g. 'getUserData'), or '*' for every call */
  call: string;
  /** answer this status instead of the call's reply */
  fail?: KnobFailure;
  /** wait this long before answering */
  delayMs?: number;
}

export const KNOB_FAILURES: readonly KnobFailure[] = [500, 401, 403];

/** The call name of an API path: 'api/admin/deleteBrand/abc' -> 'deleteBrand'. */
export function callName(path: string): string {
  const parts = path.replace(/^\/+/, '').split('/');
  return parts[0] === 'api' && parts[1] === 'admin' ? (parts[2] ?? '') : parts.join('/');
}

/** The knobs that apply to a call: its own, then the '*' ones. */
export function knobsFor(knobs: readonly Knob[], path: string): { fail?: KnobFailure; delayMs: number } {
  const name = callName(path);
  const matching = knobs.filter((knob) => knob.call === name || knob.call === '*');
  return {
    fail: matching.find((knob) => knob.fail !== undefined)?.fail,
    delayMs: matching.reduce((most, knob) => Math.max(most, knob.delayMs ?? 0), 0),
  };
}
