/**
 * Draws its children just after the page around them, as a transition: React draws them in slices
 * and lets anything more urgent go first (the dashboard's figures arriving, a click). For the parts
 * of the shell a person does not read first, the menu and the header's buttons: drawn with the
 * rest, they made the first render after sign-in one long task; the menu now follows within a few
 * frames. They are drawn once, when the layout first mounts, not at every page.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function Deferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
