/**
 * Whether the admin is busy with the login form: a key, a typed or filled value (a password
 * manager's too), a press. The admin's unseen warm-up (./WarmUp.tsx) starts, and draws each next
 * part, only once the form has been quiet a moment: a click on Sign in right after the fields were
 * filled otherwise landed while a part was being drawn, and waited behind it.
 */
export const QUIET_MS = 250;

/** Runs `go` once the form is quiet (at once if it is). Returns a function that cancels it. */
export type WhenQuiet = (go: () => void) => () => void;

/** Never waits: for a warm-up with no form beside it (tests). */
export const alwaysQuiet: WhenQuiet = (go) => {
  go();
  return () => undefined;
};

export interface FormActivity {
  whenQuiet: WhenQuiet;
  /** stops listening (the login page is gone) */
  stop(): void;
}

const ACTIVITY = ['keydown', 'input', 'pointerdown'] as const;

/** Listens for the admin's activity on `target` (the page) from now on. */
export function watchFormActivity(target: EventTarget = document): FormActivity {
  let last = -Infinity;
  const note = () => {
    last = performance.now();
  };
  const options = { capture: true, passive: true };
  for (const type of ACTIVITY) target.addEventListener(type, note, options);
  return {
    whenQuiet(go) {
      let handle: ReturnType<typeof setTimeout> | undefined;
      const check = () => {
        const wait = last + QUIET_MS - performance.now();
        handle = wait > 0 ? setTimeout(check, wait) : undefined;
        if (wait <= 0) go();
      };
      check();
      return () => clearTimeout(handle);
    },
    stop() {
      for (const type of ACTIVITY) target.removeEventListener(type, note, options);
    },
  };
}
