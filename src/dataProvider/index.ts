/**
 * createDataProvider({ endpoints }): react-admin's DataProvider over the endpoint table (./endpoints.ts),
 * handed down by App (the descriptors' rows, src/resources/registry.tsx ENDPOINTS).
 * - `_id` becomes `id` on the way in; the server's `_id` is kept too.
 * - Whole-list endpoints are fetched once and paged, sorted and filtered by the whole-list store
 *   (./listCache.ts: in the list worker for the admin); server-paged lists (products) send the
 *   page to the server.
 * - Every mutation drops the resource's cached list and every cached list showing it (LIST_EMBEDS).
 * - A resource without a row in the table rejects with a clear error.
 * Errors are the HttpError of ./http.ts: react-admin shows their message (the server's msg).
 */
import { HttpError } from 'react-admin';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { ui } from '../i18n/en/ui';
import { interpolate } from '../i18n/interpolate';
import { createCustomMethods, type CustomMethods } from './customMethods';
import { fillPath, listsShowing, type EndpointCall, type EndpointTable, type Endpoints } from './endpoints';
// Only for callers that give no table: QA mode's fake backend (./fake) and the contract harness
// (tests/server/contract). The admin passes it from App; they will too, and this import can go.
import { toFormData } from './formData';
import { apiRequest, type HttpRequest, type RequestOptions } from './http';
import { recordOf, recordsOf } from './records';
import {
  listCache as sharedListCache,
  EARLY_ROWS,
  ROWS_AS_JSON,
  type ListQuery,
  type Row,
  type WholeListMeta,
  type WholeListSource,
  type WholeLists,
} from './listCache';

export type ShopDataProvider = DataProvider & CustomMethods;

export interface DataProviderDeps {
  /** the admin's endpoint table (src/App.tsx hands it: the descriptors' rows) */
  endpoints: EndpointTable;
  request?: HttpRequest;
  cache?: WholeLists;
}

function asRecord(value: unknown): Row | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : undefined;
}

function defaultBody(data: Row): Row {
  const body: Row = { ...data };
  delete body.id;
  delete body._id;
  return body;
}

/** react-admin's generic record type is chosen by the caller; our rows are plain objects. */
function typed<T>(value: unknown): T {
  return value as T;
}

export function createDataProvider({
  endpoints: table,
  request = apiRequest,
  cache = sharedListCache,
}: DataProviderDeps): ShopDataProvider {
  /** after a change of `resource`: its cached list and every cached list that shows it go */
  const changed = (resources: string | readonly string[]) =>
    cache.invalidate((typeof resources === 'string' ? [resources] : resources).flatMap((resource) => listsShowing(resource)));

  function endpointsOf(resource: string): Endpoints {
    const endpoints = Object.prototype.hasOwnProperty.call(table, resource) ? table[resource] : undefined;
    if (!endpoints) throw new Error(interpolate(ui.notifications.unknownResource, { resource }));
    return endpoints;
  }

  function required<K extends 'one' | 'create' | 'update' | 'delete'>(resource: string, operation: K): EndpointCall {
    const call = endpointsOf(resource)[operation];
    if (!call) throw new Error(interpolate(ui.notifications.unsupportedOperation, { resource, operation }));
    return call;
  }

  function call(endpoint: EndpointCall, ids: Record<string, Identifier>, data?: unknown, signal?: AbortSignal) {
    const options: RequestOptions = { signal };
    if (data !== undefined && endpoint.method !== 'GET') {
      if (endpoint.multipart) options.formData = toFormData(data as Row);
      else options.body = data;
    }
    return request<Row>(endpoint.method, fillPath(endpoint.path, ids), options);
  }

  function bodyFor(endpoints: Endpoints, data: Row, mode: 'create' | 'update'): Row {
    return endpoints.toBody ? endpoints.toBody(data, mode) : defaultBody(data);
  }

  /** Where a whole-list resource's rows come from (shared, so no caller's abort signal). */
  function source(resource: string): WholeListSource {
    const { list } = endpointsOf(resource);
    return { call: list, load: () => call(list, {}).then((reply) => recordsOf(reply[list.replyKey])) };
  }

  function hasWholeList(resource: string): boolean {
    return endpointsOf(resource).list.paging === 'client';
  }

  async function getList(resource: string, params: GetListParams) {
    const { list } = endpointsOf(resource);
    const query: ListQuery = { pagination: params.pagination, sort: params.sort, filter: params.filter };
    if (list.paging === 'server') {
      const reply = await call(list, {}, list.body(query), params.signal);
      return { data: recordsOf(reply[list.replyKey]), total: Number(reply[list.totalKey] ?? 0) };
    }
    const flags = params.meta as Record<string, unknown> | undefined;
    const early = flags?.[EARLY_ROWS] === true;
    const asJson = flags?.[ROWS_AS_JSON] === true;
    const { data, total, version, freshUntil, partial, interim, rowsJson } = await cache.page(
      resource,
      source(resource),
      query,
      early,
      asJson,
    );
    // the admin store's pages say how long they stay (listCache.ts wholeListStaleTime)
    const meta: WholeListMeta | undefined =
      version === undefined && rowsJson === undefined
        ? undefined
        : {
            ...(version === undefined ? {} : { wholeList: { version, freshUntil, partial, interim } }),
            ...(rowsJson === undefined ? {} : { rowsJson }),
          };
    if (!partial) return { data, total, meta };
    // the first rows' page: its count comes with the whole list
    const page = params.pagination?.page ?? 1;
    return { data, pageInfo: { hasNextPage: true, hasPreviousPage: page > 1 }, meta };
  }

  async function getOne(resource: string, params: GetOneParams) {
    const endpoints = endpointsOf(resource);
    if (endpoints.one) {
      const reply = await call(endpoints.one, { id: params.id }, undefined, params.signal);
      const record = asRecord(endpoints.one.replyKey ? reply[endpoints.one.replyKey] : reply);
      if (!record) throw new HttpError(interpolate(ui.notifications.recordNotFound, { resource, id: params.id }), 404, reply);
      return recordOf({ id: params.id, ...record });
    }
    if (!hasWholeList(resource)) required(resource, 'one');
    const wanted = params.id === '' || params.id === null || params.id === undefined ? undefined : params.id;
    const found =
      wanted === undefined
        ? undefined
        : (await cache.page(resource, source(resource), { filter: { id: wanted }, pagination: { page: 1, perPage: 1 } })).data[0];
    if (!found) throw new HttpError(interpolate(ui.notifications.recordNotFound, { resource, id: params.id }), 404, null);
    return found;
  }

  async function getMany(resource: string, params: GetManyParams) {
    if (hasWholeList(resource)) {
      if (params.ids.length === 0) return [];
      return (await cache.page(resource, source(resource), { filter: { id: params.ids } })).data;
    }
    return Promise.all(params.ids.map((id) => getOne(resource, { id, signal: params.signal })));
  }

  async function getManyReference(resource: string, params: GetManyReferenceParams) {
    const query: ListQuery = { pagination: params.pagination, sort: params.sort, filter: { ...params.filter, [params.target]: params.id } };
    if (hasWholeList(resource)) return cache.page(resource, source(resource), query);
    const rows = (await getList(resource, { filter: params.filter, sort: params.sort, pagination: { page: 1, perPage: 10_000 } })).data;
    const { sliceList } = await import('./listEngine'); // loaded with the first list that needs it
    return sliceList(rows, query);
  }

  async function create(resource: string, params: CreateParams) {
    const endpoints = endpointsOf(resource);
    const endpoint = required(resource, 'create');
    const data = asRecord(params.data) ?? {};
    try {
      const reply = await call(endpoint, {}, bodyFor(endpoints, data, 'create'));
      const saved = asRecord(endpoint.replyKey ? reply[endpoint.replyKey] : reply.data) ?? {};
      return recordOf({ ...data, ...saved, _id: saved._id ?? saved.id ?? reply._id ?? data._id ?? data.id });
    } finally {
      changed(resource);
    }
  }

  async function update(resource: string, params: UpdateParams) {
    const endpoints = endpointsOf(resource);
    const endpoint = required(resource, 'update');
    const data = asRecord(params.data) ?? {};
    try {
      const reply = await call(endpoint, { id: params.id }, bodyFor(endpoints, data, 'update'));
      const saved = asRecord(endpoint.replyKey ? reply[endpoint.replyKey] : reply.data) ?? {};
      const previous = asRecord(params.previousData) ?? {};
      return recordOf({ ...previous, ...data, ...saved, id: params.id, _id: saved._id ?? previous._id ?? params.id });
    } finally {
      changed(resource);
    }
  }

  async function remove(resource: string, params: DeleteParams) {
    const endpoint = required(resource, 'delete');
    try {
      await call(endpoint, { id: params.id });
      return asRecord(params.previousData) ?? { id: params.id };
    } finally {
      changed(resource);
    }
  }

  async function deleteMany(resource: string, params: DeleteManyParams) {
    const { deleteMany: endpoint } = endpointsOf(resource);
    try {
      if (endpoint) await call(endpoint, {}, endpoint.body ? endpoint.body(params.ids) : { ids: params.ids });
      else await Promise.all(params.ids.map((id) => call(required(resource, 'delete'), { id })));
      return params.ids;
    } finally {
      changed(resource);
    }
  }

  async function updateMany(resource: string, params: UpdateManyParams) {
    await Promise.all(params.ids.map((id) => update(resource, { id, data: params.data, previousData: { id } })));
    return params.ids;
  }

  const crud: DataProvider = {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) =>
      typed<{ data: R[]; total?: number; pageInfo?: { hasNextPage: boolean; hasPreviousPage: boolean }; meta?: WholeListMeta }>(
        await getList(resource, params),
      ),
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => ({ data: typed<R>(await getOne(resource, params)) }),
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => ({
      data: typed<R[]>(await getMany(resource, params)),
    }),
    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) =>
      typed<{ data: R[]; total: number }>(await getManyReference(resource, params)),
    create: async <R extends Omit<RaRecord, 'id'>, Result extends RaRecord = R & { id: Identifier }>(
      resource: string,
      params: CreateParams<R>,
    ) => ({ data: typed<Result>(await create(resource, params)) }),
    update: async <R extends RaRecord>(resource: string, params: UpdateParams<R>) => ({ data: typed<R>(await update(resource, params)) }),
    updateMany: async <R extends RaRecord>(resource: string, params: UpdateManyParams<R>) => ({
      data: typed<R['id'][]>(await updateMany(resource, params)),
    }),
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => ({ data: typed<R>(await remove(resource, params)) }),
    deleteMany: async <R extends RaRecord>(resource: string, params: DeleteManyParams<R>) => ({
      data: typed<R['id'][]>(await deleteMany(resource, params)),
    }),
  };

  return { ...crud, ...createCustomMethods({ request, cache: { invalidate: changed, changed: (rows) => cache.changed?.(rows) } }) };
}
