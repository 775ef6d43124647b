/**
 * When the admin's unseen warm-up (./WarmUp.tsx) runs on the login page: from the moment the admin
 * bundle has run until a sign-in is sent, and again after a sign-in that failed (a mistyped
 * password: the next attempt is the one that signs in, and a warm-up the first attempt cut short
 * would otherwise never finish). It starts, and draws each of its parts, only while the form is
 * quiet (./formQuiet.ts). Part of the login's code, so it takes the warm-up as a function.
 */
import { alwaysQuiet, watchFormActivity, type FormActivity, type WhenQuiet } from './formQuiet';

/** Starts the warm-up, its parts drawn when `whenQuiet` says; returns what ends it. */
export type WarmUp = (whenQuiet: WhenQuiet) => () => void;

export interface WarmUpControl {
  /** the admin bundle has run: `warmUp` starts the warm-up and returns what ends it */
  ready(warmUp: WarmUp): void;
  /** a sign-in is sent: the warm-up ends, and none starts until the sign-in fails */
  signingIn(): void;
  /** the sign-in failed: the form waits again, and so can a warm-up */
  signInFailed(): void;
  /** the login page is gone: the warm-up ends for good */
  stop(): void;
}

export function warmUpControl(onLoginPage: () => boolean, watchActivity: () => FormActivity = watchFormActivity): WarmUpControl {
  // the form's activity is watched from the start: a fill before the bundle has run counts too
  const activity = onLoginPage() ? watchActivity() : undefined;
  const whenQuiet = activity?.whenQuiet ?? alwaysQuiet;
  let warmUp: WarmUp | undefined;
  let end: (() => void) | undefined;
  let cancelStart: (() => void) | undefined;
  let state: 'waiting' | 'signingIn' | 'stopped' = 'waiting';
  const start = () => {
    cancelStart?.();
    let started = false;
    const cancel = whenQuiet(() => {
      started = true;
      cancelStart = undefined;
      if (state === 'waiting' && !end && warmUp && onLoginPage()) end = warmUp(whenQuiet);
    });
    // a quiet form runs it at once, before there is anything to cancel
    if (!started) cancelStart = cancel;
  };
  const finish = () => {
    cancelStart?.();
    cancelStart = undefined;
    end?.();
    end = undefined;
  };
  return {
    ready(given) {
      warmUp = given;
      start();
    },
    signingIn() {
      finish();
      if (state === 'waiting') state = 'signingIn';
    },
    signInFailed() {
      if (state !== 'signingIn') return;
      state = 'waiting';
      start();
    },
    stop() {
      finish();
      activity?.stop();
      state = 'stopped';
    },
  };
}
