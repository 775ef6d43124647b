/**
 * A whole list asked for again right after one change to a row it shows, as the admin does after an
 * action: the client holds the list's ETag, the change's reply has come, and the clock runs from
 * then to the new list's last byte (gzip, read and dropped). The server reads again only the
 * slices whose rows changed (server/slicedReply.ts). A second apart, as a person's actions are.
 */
import { median, round } from './stats';

export interface AfterChange {
  medianMs: number;
  maxMs: number;
  runs: number;
}

export interface AfterChangeFigures {
  ordersAfterCancel: AfterChange;
  usersAfterBlock: AfterChange;
}

type Json = Record<string, unknown>;

async function call(url: string, token: string, path: string, init: RequestInit = {}): Promise<Json> {
  const reply = await fetch(`${url}/api/admin${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  const body = (await reply.json()) as Json;
  if (!reply.ok || (body.code !== undefined && body.code !== 200)) throw new Error(`${path}: ${String(body.msg ?? reply.status)}`);
  return body;
}

/** The time from `change`'s reply to the list read again with the ETag it had before the change. */
async function timedAfter(url: string, token: string, path: string, change: () => Promise<unknown>): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const before = await fetch(`${url}/api/admin${path}`, { headers });
  await before.arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await change();
  const started = performance.now();
  const after = await fetch(`${url}/api/admin${path}`, { headers: { ...headers, 'if-none-match': before.headers.get('etag') ?? '' } });
  await after.arrayBuffer();
  if (after.status !== 200) throw new Error(`${path} after a change: ${after.status}, not a new list`);
  return performance.now() - started;
}

const summary = (samples: number[]): AfterChange => ({
  medianMs: round(median(samples)),
  maxMs: round(Math.max(...samples)),
  runs: samples.length,
});

export async function afterChangeFigures(url: string, token: string, runs: number): Promise<AfterChangeFigures> {
  const { orders } = (await call(url, token, '/getOrders')) as { orders: Array<{ status: string; orderId: { _id: string } }> };
  const processing = [...new Set(orders.filter((line) => line.status === 'processing').map((line) => line.orderId._id))];
  const { userList } = (await call(url, token, '/getUserData')) as { userList: Array<{ _id: string }> };
  // blocked, then unblocked on the next run: the seed keeps its users as they were
  const block = () => call(url, token, `/blockUser/${userList[7]._id}`, { method: 'DELETE' });
  const cancelled: number[] = [];
  const blocked: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const orderId = processing[run * 97];
    if (!orderId) throw new Error('not enough orders in processing to cancel');
    const body = JSON.stringify({ orderId, status: 'cancel', reason: 'bench: a list read again after a change' });
    cancelled.push(await timedAfter(url, token, '/getOrders', () => call(url, token, '/updateOrders', { method: 'PUT', body })));
    blocked.push(await timedAfter(url, token, '/getUserData', block));
  }
  if (runs % 2) await block();
  return { ordersAfterCancel: summary(cancelled), usersAfterBlock: summary(blocked) };
}
