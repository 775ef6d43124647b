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
import type { ChangedRows } from './rowChanges';
import type { OrderLine, PurchaseRow } from '../domain/types/profit';

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

/** A row of the table: the calls, and the access name of core §6 canAccess answers from ('' for super admins only). */
export interface ResourceEndpoints extends Endpoints {
  access: string;
}

export type EndpointTable = Readonly<Record<string, ResourceEndpoints>>;

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

/** Every field of an embedded shape, named once each: the type checker asks for all of them. */
const fieldsOf = <T extends object>(fields: Readonly<Record<keyof T & string, true>>): readonly string[] => Object.keys(fields);

/**
 * The fields of an entity that a list's rows carry, where they are known (of the entities the list
 * shows, LIST_EMBEDS). An action that changed only other fields of that entity (a user's block)
 * leaves the list's rows as they were: its drop of the list is explained (`listsLeftAsTheyWere`), and
 * the list worker answers the list's pages from the rows it had while it reads it again
 * (./listService.ts), instead of waiting for the new read.
 */
export const EMBEDDED_FIELDS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  // an order line's user (its flat `username`, for the search, has the same name)
  orders: { users: fieldsOf<OrderLine['userId']>({ _id: true, username: true }) },
  purchaseHistory: { users: fieldsOf<PurchaseRow['userId']>({ _id: true, username: true }) },
};

/**
 * The lists, besides the changed entity's own, whose rows an action's changes leave as they were:
 * lists that show the entity and carry none of the fields it changed. None when it removed rows.
 */
export function listsLeftAsTheyWere({ resource, rows = [], removed = [] }: ChangedRows): string[] {
  if (removed.length > 0) return [];
  const changedFields = new Set(rows.flatMap(([, fields]) => Object.keys(fields)));
  return listsShowing(resource).filter((list) => {
    const carried = list === resource ? undefined : EMBEDDED_FIELDS[list]?.[resource];
    return carried !== undefined && !carried.some((field) => changedFields.has(field));
  });
}

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
