/**
 * Operations that are not CRUD (`blockUser`, `addWalletAmount`, `updateOrders`, `approveWithdrawal` ...)
 * live on the dataProvider object next to the CRUD methods, typed here and called through
 * `useDataProvider<ShopDataProvider>()`. The resource issues add them; each one that changes a
 * resource drops that resource's whole-list cache (`deps.cache.invalidate(resource)`).
 */
import type { httpRequest } from './http';
import type { ListCache } from './listCache';

export interface CustomMethodDeps {
  request: typeof httpRequest;
  cache: ListCache;
}

/** The custom methods; empty until the resource issues add theirs. */
export type CustomMethods = Record<never, never>;

export function createCustomMethods(_deps: CustomMethodDeps): CustomMethods {
  return {};
}
