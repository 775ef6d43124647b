/**
 * Loads a value with the dataProvider through react-query, named by `queryKey` (null: nothing to
 * load yet). Cancelled when the key changes or the screen goes; react-admin's refresh reloads it.
 * With `keepPrevious` (a paged screen), a new key keeps the last value on screen, marked
 * `updating`, until its own value comes: a page turn does not blank the page.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  /** `updating`: the value of the key before, shown while the new key's loads (`keepPrevious`) */
  | { status: 'ready'; value: T; updating?: boolean };

export function useLoaded<T>(
  queryKey: readonly unknown[] | null,
  load: (provider: ShopDataProvider, signal: AbortSignal) => Promise<T>,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
): Loaded<T> {
  const provider = useDataProvider<ShopDataProvider>();
  const query = useQuery({
    queryKey: queryKey ?? [],
    queryFn: ({ signal }) => load(provider, signal),
    enabled: queryKey !== null,
    retry: false,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  if (query.isSuccess) return { status: 'ready', value: query.data, updating: query.isPlaceholderData };
  if (query.isError) return { status: 'error', error: query.error instanceof Error ? query.error : new Error(String(query.error)) };
  return { status: 'loading' };
}
