/**
 * A component whose code is fetched on demand, without React.lazy and Suspense: a lazy component
 * suspends on its first render even when its code is already here, and React holds a boundary's
 * content back until 300 ms after its fallback showed. This gives the component at once when
 * `loaded` already has it, else undefined until `load` brings it (the caller draws its spinner
 * meanwhile). Code that cannot load throws during render, as a failed lazy import did, for the
 * page's error boundary.
 */
import { useEffect, useState, type ComponentType } from 'react';

export function useLoadedComponent<P extends object>(
  loaded: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> | undefined {
  // chosen once per mount: switching component types later would remount what it draws
  const [component, setComponent] = useState(() => loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!component) load().then((next) => setComponent(() => next), setFailure);
  }, [component, load]);
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return component;
}
