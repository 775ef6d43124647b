/**
 * The endpoint table (ARCHITECTURE.md "The dataProvider"): one row per react-admin resource,
 * naming the spec's calls for it. Each row is declared in its entity's descriptor
 * (src/resources/<entity>/index.ts, `endpoints`) and gathered by src/resources/registry.tsx
 * (ENDPOINTS), with the descriptor's access name.
 *
 * Paths are the spec's, verbatim (with or without a leading slash); `{id}` is replaced by the
 * record id. `replyKey` is the reply key holding the data (`brand`, `brandData`, `userList` ...).
 *
 * Example (the category descriptor's `endpoints`):
 *   list: { method: 'GET', path: 'api/admin/getCategory', replyKey: 'category', paging: 'client' },
 *   one: { method: 'GET', path: 'api/admin/getCategoryDetailById/{id}', replyKey: 'categoryData' },
 *   create: { method: 'POST', path: '/api/admin/createCategory', multipart: true },
 *   update: { method: 'PUT', path: '/api/admin/updateCategory/{id}' },
 *   delete: { method: 'DELETE', path: 'api/admin/deleteCategory/{id}' },
 *   deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedCategory' },
 */
import type { Identifier } from 'react-admin';
import type { HttpMethod } from './http';
import type { ListQuery, Row } from './listCache';

/** One call of the spec. */
export interface EndpointCall {
  method: HttpMethod;
  path: string;
  /** the reply key holding the data; absent when the reply carries none (only code and msg) */
  replyKey?: string;
  /** the body goes as multipart/form-data (forms with an image) */
  multipart?: boolean;
}

/** A list endpoint returning every row at once: paged, sorted and filtered by listCache. */
export interface WholeListCall extends EndpointCall {
  paging: 'client';
  replyKey: string;
}

/** A list endpoint paging on the server (products: skip/limit and a total). */
export interface ServerPagedListCall extends EndpointCall {
  paging: 'server';
  replyKey: string;
  /** the reply key holding the total count (`totalProductsCount`) */
  totalKey: string;
  /** the request body for one page */
  body: (query: ListQuery) => Record<string, unknown>;
}

export interface DeleteManyCall extends EndpointCall {
  /** the body naming the selected ids; default `{ ids }` */
  body?: (ids: Identifier[]) => Record<string, unknown>;
}

/** The calls of one resource, as its descriptor declares them. */
export interface Endpoints {
  list: WholeListCall | ServerPagedListCall;
  /** absent: getOne finds the record in the whole list */
  one?: EndpointCall;
  create?: EndpointCall;
  update?: EndpointCall;
  delete?: EndpointCall;
  deleteMany?: DeleteManyCall;
  /** shapes a create or update body; default: the record without `id` and `_id` */
  toBody?: (data: Row, mode: 'create' | 'update') => Row;
}

export type EndpointTable = Readonly<Record<string, Endpoints>>;

/**
 * Which whole lists show which entities (their rows embed them: an order line carries the product's,
 * the user's and the box's names). A change to an entity drops its own cached list and every list
 * named here as showing it; `everyChange` lists (the activity log: every admin change writes a row)
 * are dropped on any change.
 */
export const LIST_EMBEDS: Readonly<Record<string, readonly string[] | 'everyChange'>> = {
  orders: ['product', 'users', 'box'],
  purchaseHistory: ['users', 'box'],
  deposits: ['users'],
  depositsByUser: ['users', 'deposits'],
  withdrawals: ['users'],
  users: ['withdrawals', 'deposits', 'orders'],
  feedback: ['users'],
  returnOrders: ['users', 'product', 'orders'],
  activityLogs: 'everyChange',
};

/** The cached lists to drop after a change of `resource`: its own and every list showing it. */
export function listsShowing(resource: string, embeds: typeof LIST_EMBEDS = LIST_EMBEDS): string[] {
  const showing = Object.entries(embeds)
    .filter(([list, shown]) => list !== resource && (shown === 'everyChange' || shown.includes(resource)))
    .map(([list]) => list);
  return [resource, ...showing];
}

/** A path with `{id}` (and any other `{key}` of params) filled in, URI-encoded. */
export function fillPath(path: string, params: Record<string, Identifier>): string {
  return path.replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in params ? encodeURIComponent(String(params[key])) : placeholder));
}
