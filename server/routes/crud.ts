/**
 * The routes of a warehouse-style entity (a table of named records: category, brand, rarity,
 * delivery method ...), declared once: list, one, create, update, delete and bulk delete, each with
 * its access, schemas, activity row and the spec's reply keys and texts. An entity gives what is its
 * own (its urls, reply keys, texts, body and how a body becomes a row); the handlers are these.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { ApiError, apiRow, idParams, parseWith, selectedIdsBody, t, type MessageKey, type ReplyBody } from '../http';
import { okReply, record, records } from '../replySchema';
import { route, type Call, type Route } from '../route';
import { readForm } from './catalog/uploads';
import { permissionsOf } from '../../src/domain/permissions';

type Row = { id: string; name?: string } & Record<string, unknown>;
/** The entity's table seen as rows of named records: the one cast, so each handler is written once. */
type CrudDb = Kysely<Record<string, Row>>;
const tableOf = (db: Kysely<Database>) => db as unknown as CrudDb;

export interface CrudSpec<B extends z.ZodType> {
  table: keyof Database & string;
  /** the activity log's module, e.g. 'Brand' */
  module: string;
  /** the catalogue's word for one record, for "not found" and the activity log */
  entity: MessageKey;
  /** read: the list and the detail; write: create and update; del: delete and bulk delete */
  access: { read: readonly string[]; write: readonly string[]; del: readonly string[] };
  urls: { list?: string; one?: string; create?: string; update?: string; remove?: string; removeMany?: string };
  /** the reply keys of the list (`brand`) and of one record (`brandData`) */
  keys: { list?: string; one: string };
  texts: { list?: MessageKey; one?: MessageKey; created: MessageKey; updated: MessageKey; deleted?: MessageKey };
  /** the columns read and replied (default: all) */
  columns?: readonly string[];
  /** the list's order, after which ids break ties */
  order?: ReadonlyArray<readonly [string, 'asc' | 'desc']>;
  /** the create/update body; a form entity (`image`) reads it from multipart text fields or JSON */
  body: B;
  /** a multipart form with one image, which replaces the `image` field */
  image?: boolean;
  /** the row a new record is inserted with */
  insert: (body: z.output<B>, ctx: { db: Kysely<Database>; image?: string }) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** the columns an update sets */
  update: (body: z.output<B>, ctx: { db: Kysely<Database>; image?: string }) => Record<string, unknown>;
  /** the refusal (a 409) when records still in use would be deleted */
  inUse?: (db: Kysely<Database>, ids: readonly string[]) => Promise<ApiError | null>;
}

type AnySpec = CrudSpec<z.ZodType>;

/** An entity's access by its access name (core §6): read by any of its three, write, del. */
export function accessOf(name: string): AnySpec['access'] {
  const [read, write, del] = permissionsOf(name);
  return { read: [read, write, del], write: [write], del: [del] };
}

const nameOf = (row: Row) => String(row.name ?? '');

function selectRows(spec: AnySpec, db: Kysely<Database>) {
  const query = tableOf(db).selectFrom(spec.table);
  return spec.columns ? query.select(spec.columns as string[]) : query.selectAll();
}

async function findRow(spec: AnySpec, db: Kysely<Database>, id: string): Promise<Row> {
  const row = (await selectRows(spec, db).where('id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!row) throw new ApiError(404, t('catalog.server.notFound', { entity: t(spec.entity) }));
  return row;
}

async function assertUnused(spec: AnySpec, db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  const refusal = await spec.inUse?.(db, ids);
  if (refusal) throw refusal;
}

/** The body of a create or update: multipart fields and one checked image, or JSON. */
async function readBody(
  spec: AnySpec,
  call: Call,
): Promise<{ body: unknown; image?: Uint8Array; kind?: Parameters<Call['deps']['uploads']['saveImage']>[1] }> {
  if (!spec.image) return { body: call.body };
  const form = await readForm(call);
  const first = form.images[0];
  return { body: parseWith(spec.body, form.json ?? form.fields), image: first?.bytes, kind: first?.kind };
}

/** Saves the row with the form's image stored first; the image is removed again when the save fails. */
async function saveWithImage(call: Call, read: Awaited<ReturnType<typeof readBody>>, save: (image?: string) => Promise<Row>): Promise<Row> {
  const url = read.image && read.kind ? await call.deps.uploads.saveImage(read.image, read.kind) : undefined;
  try {
    return await save(url);
  } catch (error) {
    await call.deps.uploads.remove(url);
    throw error;
  }
}

function activity(spec: AnySpec, action: 'create' | 'update' | 'delete', key: 'created' | 'updated' | 'deleted') {
  return {
    module: spec.module,
    action,
    describe: (_call: unknown, r: ReplyBody) => t(`catalog.activity.${key}`, { entity: t(spec.entity), name: String(r.name) }),
  };
}

export function listRoute(spec: AnySpec): Route[] {
  const { list } = spec.urls;
  const key = spec.keys.list;
  if (!list || !key || !spec.texts.list) return [];
  const msg = spec.texts.list;
  return [
    route({
      method: 'GET',
      url: list,
      access: { anyOf: spec.access.read },
      schema: { response: { 200: okReply({ [key]: records }) } },
      handler: async ({ db }) => {
        let query = selectRows(spec, db);
        for (const [column, direction] of spec.order ?? []) query = query.orderBy(column, direction);
        const rows = (await query.orderBy('id').execute()) as Row[];
        return { msg: t(msg), [key]: rows.map(apiRow) };
      },
    }),
  ];
}

export function oneRoute(spec: AnySpec): Route[] {
  const { one } = spec.urls;
  if (!one || !spec.texts.one) return [];
  const msg = spec.texts.one;
  return [
    route({
      method: 'GET',
      url: one,
      access: { anyOf: spec.access.read },
      schema: { params: idParams, response: { 200: okReply({ [spec.keys.one]: record }) } },
      handler: async ({ db, params }) => ({ msg: t(msg), [spec.keys.one]: apiRow(await findRow(spec, db, params.id)) }),
    }),
  ];
}

export function createRoute(spec: AnySpec): Route[] {
  const { create } = spec.urls;
  if (!create) return [];
  return [
    route({
      method: 'POST',
      url: create,
      access: { anyOf: spec.access.write },
      schema: { ...(spec.image ? {} : { body: spec.body }), response: { 200: okReply({ [spec.keys.one]: record, name: z.string() }) } },
      activity: activity(spec, 'create', 'created'),
      handler: async (call) => {
        const read = await readBody(spec, call);
        const saved = await saveWithImage(
          call,
          read,
          async (image) =>
            (await tableOf(call.db)
              .insertInto(spec.table)
              .values((await spec.insert(read.body, { db: call.db, image })) as Row)
              .$call((q) => (spec.columns ? q.returning(spec.columns as string[]) : q.returningAll()))
              .executeTakeFirstOrThrow()) as Row,
        );
        return { msg: t(spec.texts.created), [spec.keys.one]: apiRow(saved), name: nameOf(saved) };
      },
    }),
  ];
}

export function updateRoute(spec: AnySpec): Route[] {
  const { update } = spec.urls;
  if (!update) return [];
  return [
    route({
      method: 'PUT',
      url: update,
      access: { anyOf: spec.access.write },
      schema: {
        params: idParams,
        ...(spec.image ? {} : { body: spec.body }),
        response: { 200: okReply({ [spec.keys.one]: record, name: z.string() }) },
      },
      activity: activity(spec, 'update', 'updated'),
      handler: async (call) => {
        const { id } = call.params;
        const read = await readBody(spec, call);
        await findRow(spec, call.db, id);
        const saved = await saveWithImage(
          call,
          read,
          async (image) =>
            (await tableOf(call.db)
              .updateTable(spec.table)
              .set(spec.update(read.body, { db: call.db, image }) as Partial<Row>)
              .where('id', '=', id)
              .$call((q) => (spec.columns ? q.returning(spec.columns as string[]) : q.returningAll()))
              .executeTakeFirstOrThrow()) as Row,
        );
        return { msg: t(spec.texts.updated), [spec.keys.one]: apiRow(saved), name: nameOf(saved) };
      },
    }),
  ];
}

export function removeRoutes(spec: AnySpec): Route[] {
  const { remove, removeMany } = spec.urls;
  const routes: Route[] = [];
  if (remove)
    routes.push(
      route({
        method: 'DELETE',
        url: remove,
        access: { anyOf: spec.access.del },
        schema: { params: idParams, response: { 200: okReply({ name: z.string() }) } },
        activity: activity(spec, 'delete', 'deleted'),
        handler: async ({ db, params }) => {
          const row = await findRow(spec, db, params.id);
          await assertUnused(spec, db, [params.id]);
          await tableOf(db).deleteFrom(spec.table).where('id', '=', params.id).execute();
          return { msg: t(spec.texts.deleted ?? 'catalog.common.deleted'), name: nameOf(row) };
        },
      }),
    );
  if (removeMany)
    routes.push(
      route({
        method: 'PUT',
        url: removeMany,
        access: { anyOf: spec.access.del },
        schema: { body: selectedIdsBody(), response: { 200: okReply({ count: z.number() }) } },
        activity: {
          module: spec.module,
          action: 'delete',
          describe: (_call, r) => t('catalog.activity.deletedMany', { entity: t(spec.entity), count: Number(r.count) }),
        },
        handler: async ({ db, body }) => {
          await assertUnused(spec, db, body.ids);
          const result = await tableOf(db).deleteFrom(spec.table).where('id', 'in', body.ids).executeTakeFirst();
          return { msg: t('catalog.common.bulkDeleted'), count: Number(result.numDeletedRows) };
        },
      }),
    );
  return routes;
}

/** Every route the spec names. */
export function crudRoutes<B extends z.ZodType>(spec: CrudSpec<B>): Route[] {
  const any = spec as unknown as AnySpec;
  return [...listRoute(any), ...oneRoute(any), ...createRoute(any), ...updateRoute(any), ...removeRoutes(any)];
}
