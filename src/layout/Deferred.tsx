/**
 * Draws its children just after the page around them, as a transition: React draws them in slices
 * and lets anything more urgent go first (the dashboard's figures arriving, a click). For the parts
 * of the shell a person does not read first, the menu and the header's buttons: drawn with the
 * rest, they made the first render after sign-in one task of about 180 ms; now its longest task is
 * about 100 ms (medians of 8 alternating sign-ins) and the menu follows within a few frames. They
 * are drawn once, when the layout first mounts, not at every page.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function Deferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
