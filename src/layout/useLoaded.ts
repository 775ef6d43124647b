/**
 * Loads a value with the dataProvider through react-query, named by `queryKey` (null: nothing to
 * load yet). Cancelled when the key changes or the screen goes; react-admin's refresh reloads it.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; value: T };

export function useLoaded<T>(
  queryKey: readonly unknown[] | null,
  load: (provider: ShopDataProvider, signal: AbortSignal) => Promise<T>,
): Loaded<T> {
  const provider = useDataProvider<ShopDataProvider>();
  const query = useQuery({
    queryKey: queryKey ?? [],
    queryFn: ({ signal }) => load(provider, signal),
    enabled: queryKey !== null,
    retry: false,
  });
  if (query.isSuccess) return { status: 'ready', value: query.data };
  if (query.isError) return { status: 'error', error: query.error instanceof Error ? query.error : new Error(String(query.error)) };
  return { status: 'loading' };
}
