/** Loads a value once per key with the dataProvider (cancelled on unmount or key change). */
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; value: T };

export function useLoaded<T>(key: string | null, load: (provider: ShopDataProvider, signal: AbortSignal) => Promise<T>): Loaded<T> {
  const provider = useDataProvider<ShopDataProvider>();
  const [state, setState] = useState<{ key: string | null; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    load(provider, controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ key, loaded: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ key, loaded: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } });
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; the key names what it loads, so only the key re-runs it
  }, [key, provider]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
