/**
 * The seeded shops kept in the browser (IndexedDB), so a reload or a restart opens the shop's
 * files instead of seeding it again: one entry per shop kind, replaced when its key changes (another
 * hour, another build's migrations or seed: VITE_QA_SHOP_KEY, set by vite.config.ts). Without
 * IndexedDB (a private window may refuse it) nothing is kept.
 */
import type { ShopCache } from '../dataProvider/fake';

const DB_NAME = 'mysteryBoxAdmin.qa';
const STORE = 'shops';

function opened(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

function step<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return opened().then((db) =>
    new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
    }).finally(() => db.close()),
  );
}

/** The entry's name (the shop kind) and the key it was kept under. */
const slot = (key: string) => key.split('@')[0];

export function browserShopCache(): ShopCache {
  const build = import.meta.env.VITE_QA_SHOP_KEY ?? '';
  return {
    async get(key) {
      try {
        const entry = await step<{ key: string; files: Blob } | undefined>('readonly', (store) => store.get(slot(key)));
        return entry && entry.key === `${build}:${key}` ? entry.files : null;
      } catch {
        return null;
      }
    },
    async put(key, files) {
      try {
        await step('readwrite', (store) => store.put({ key: `${build}:${key}`, files }, slot(key)));
      } catch (problem) {
        console.warn('QA mode: the shop could not be kept for the next start', problem);
      }
    },
  };
}
