/**
 * What every adapter does with a call once its admin is known and its input read: the input
 * checked against the route's schemas, the handler run, the activity row written, the reply's
 * envelope. The Fastify adapter validates with its own compiler (server/mountRoute.ts); the
 * in-tab adapter calls `parseInput`. Browser-safe.
 */
import type { ActivityEntry } from './activityLog';
import { insertActivity, writeActivity } from './activityLog';
import { parseWith, refuseNul, type ReplyBody } from './http';
import { idempotent, ReplayedReply } from './idempotency';
import { PreparedReply } from './preparedReply';
import type { Call, CurrentAdmin, FormLimits, FormPart, Route, RouteSchema } from './route';
import type { RouteDeps } from './routeDeps';

/** A call as an adapter received it. */
export interface CallInput {
  admin: CurrentAdmin | null;
  ip: string;
  headers: Readonly<Record<string, string | undefined>>;
  body: unknown;
  query: unknown;
  params: unknown;
  isMultipart: boolean;
  form: (limits: FormLimits) => AsyncIterable<FormPart>;
}

export type RouteReply = PreparedReply | (ReplyBody & { code: number });

/** The parsed params, body and query (in Fastify's order), or the 400 of the first bad one. */
export function parseInput(schema: RouteSchema, raw: { params: unknown; body: unknown; query: unknown }) {
  refuseNul(raw.params);
  refuseNul(raw.query);
  refuseNul(raw.body);
  const params = schema.params ? parseWith(schema.params, raw.params) : raw.params;
  const body = schema.body ? parseWith(schema.body, raw.body ?? {}) : raw.body;
  const query = schema.querystring ? parseWith(schema.querystring, raw.query) : raw.query;
  return { params, body, query };
}

/** A reply an idempotent route keeps for its key: a body, never prepared bytes. */
async function bodyOf(result: Promise<ReplyBody | PreparedReply>): Promise<ReplyBody> {
  const body = await result;
  if (body instanceof PreparedReply) throw new Error('an idempotent route replies with a body, not a prepared reply');
  return body;
}

/** Runs the route's handler and writes its activity row; gives the reply to send. */
export async function runRoute(route: Route, deps: RouteDeps, input: CallInput): Promise<RouteReply> {
  const { activity } = route;
  const { admin } = input;
  let written = false;
  const entry = (call: Call, result: ReplyBody): ActivityEntry | null =>
    activity && admin
      ? { adminId: admin.id, module: activity.module, action: activity.action, description: activity.describe(call, result) }
      : null;
  const call: Call = {
    ...(input as Omit<CallInput, 'admin'> & { admin: CurrentAdmin }),
    deps,
    db: deps.db,
    withActivity: (work) => {
      if (!activity || !admin) throw new Error(`withActivity: route ${route.method} ${route.url} declares no activity`);
      return deps.db.transaction().execute(async (trx) => {
        const result = await work(trx);
        const row = entry(call, result);
        if (row) await insertActivity(trx, row);
        written = true;
        return result;
      });
    },
  };
  const result = route.idempotent ? await idempotent(route, call, () => bodyOf(route.handler(call))) : await route.handler(call);
  if (result instanceof PreparedReply) return result;
  // the reply given to the same request before: no second activity row
  if (result instanceof ReplayedReply) return { ...result.body, code: result.body.code ?? 200 };
  const code = result.code ?? 200;
  const row = code === 200 && !written ? entry(call, result) : null;
  if (row) await writeActivity(deps.db, deps.log, row);
  return { ...result, code };
}
