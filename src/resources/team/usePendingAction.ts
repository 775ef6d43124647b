/** Runs one async action at a time and says whether it is in flight (buttons disable meanwhile). */
import { useCallback, useRef, useState } from 'react';

export function usePendingAction<Args extends unknown[]>(
  action: (...args: Args) => Promise<void>,
): { run: (...args: Args) => Promise<void>; isPending: boolean } {
  const [isPending, setPending] = useState(false);
  const inFlight = useRef(false);
  const run = useCallback(
    async (...args: Args) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      try {
        await action(...args);
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return { run, isPending };
}
