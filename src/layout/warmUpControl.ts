/**
 * When the admin's unseen warm-up (./WarmUp.tsx) runs on the login page: from the moment the admin
 * bundle has run until a sign-in is sent, and again after a sign-in that failed (a mistyped
 * password: the next attempt is the one that signs in, and a warm-up the first attempt cut short
 * would otherwise never finish). Part of the login's code, so it takes the warm-up as a function.
 */
export interface WarmUpControl {
  /** the admin bundle has run: `warmUp` starts the warm-up and returns what ends it */
  ready(warmUp: () => () => void): void;
  /** a sign-in is sent: the warm-up ends, and none starts until the sign-in fails */
  signingIn(): void;
  /** the sign-in failed: the form waits again, and so can a warm-up */
  signInFailed(): void;
  /** the login page is gone: the warm-up ends for good */
  stop(): void;
}

export function warmUpControl(onLoginPage: () => boolean): WarmUpControl {
  let warmUp: (() => () => void) | undefined;
  let end: (() => void) | undefined;
  let state: 'waiting' | 'signingIn' | 'stopped' = 'waiting';
  const start = () => {
    if (state === 'waiting' && !end && warmUp && onLoginPage()) end = warmUp();
  };
  const finish = () => {
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
      state = 'stopped';
    },
  };
}
