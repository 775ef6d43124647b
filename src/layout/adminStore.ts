/**
 * The store react-admin keeps the admin's preferences and each list's parameters in: its
 * localStorageStore, whose readers are told a new value as they will read it back.
 *
 * localStorageStore writes a value as JSON and tells its subscribers the value it was given.
 * react-admin's useStore then compares that value with the one it reads back from the JSON, and
 * draws its component again when they differ. A list's parameters often carry a key whose value
 * is undefined (`displayedFilters` after a filter is set), which JSON drops: every page turn and
 * every filter of a list drew the whole list twice. Here the subscribers are told the value as stored.
 */
import { localStorageStore, type Store } from 'react-admin';

/** `value` as the store reads it back: through JSON (undefined, and what JSON cannot write, as given). */
export function asStored<T>(value: T): T {
  if (value === undefined) return value;
  const text = JSON.stringify(value) as string | undefined;
  return text === undefined ? value : (JSON.parse(text) as T);
}

/** react-admin's localStorageStore (same keys, same version handling) telling readers what it stored. */
export function adminStore(version?: string, appKey?: string): Store {
  const store = localStorageStore(version, appKey);
  return {
    ...store,
    setItem: <T>(key: string, value: T) => store.setItem(key, asStored(value)),
  };
}
