/**
 * Operations that are not CRUD (`blockUser`, `addWalletAmount`, `updateOrders`, `approveWithdrawal` ...)
 * live on the dataProvider object next to the CRUD methods, typed here and called through
 * `useDataProvider<ShopDataProvider>()`. The resource issues add them; each one that changes a
 * resource drops that resource's whole-list cache (`deps.cache.invalidate(resource)`), and with it
 * every cached list that shows the resource (LIST_EMBEDS in ./endpoints.ts).
 */
import type { HttpRequest } from './http';
import type { WholeLists } from './listCache';
import type { ChangedRows } from './rowChanges';
import { createCatalogMethods } from './methods/catalog';
import { createUsersMethods } from './methods/users';
import { createDashboardMethods } from './methods/dashboard';
import { createProfitMethods } from './methods/profit';
import { createTeamMethods } from './methods/team';
import { createSessionMethods } from './methods/session';
import { createSessionsMethods } from './methods/sessions';
import { createRtpMethods } from './methods/rtp';

export interface CustomMethodDeps {
  request: HttpRequest;
  /** drops the cached lists showing a changed resource; `changed` tells it an action's changed rows */
  cache: Pick<WholeLists, 'invalidate' | 'changed'>;
}

/** The custom methods: one file per area under ./methods/, merged here. */
export function createCustomMethods(deps: CustomMethodDeps) {
  return {
    /**
     * The rows a confirmed action changed (after its method's invalidate): the list store answers
     * their list's pages from the rows it had, with these changes, while it reads the list again.
     */
    rowsChanged: async (changes: ChangedRows): Promise<void> => deps.cache.changed?.(changes),
    ...createCatalogMethods(deps),
    ...createUsersMethods(deps),
    ...createDashboardMethods(deps),
    ...createProfitMethods(deps),
    ...createTeamMethods(deps),
    ...createSessionMethods(deps),
    ...createSessionsMethods(deps),
    ...createRtpMethods(deps),
  };
}

export type CustomMethods = ReturnType<typeof createCustomMethods>;
