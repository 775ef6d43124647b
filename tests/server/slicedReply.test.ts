/**
 * A whole list read again after a change reads only the slices whose rows changed
 * (server/slicedReply.ts), and its reply is the list read whole, byte for byte: whatever was
 * updated, inserted, deleted, moved, or tied with a slice's edge.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListSlices } from '../../server/listSlices';
import { orderListSlices } from '../../server/routes/profit/orders';
import { userListSlices } from '../../server/routes/users/records';
import { patchSliced, readSliced, type SlicedReply } from '../../server/slicedReply';
import { makeTestServer, type TestServer } from './helpers';

/** rows per slice: small, so the demo's lists are many slices */
const ROWS = 5;

let server: TestServer;

beforeAll(async () => {
  server = await makeTestServer();
});

afterAll(async () => {
  await server.close();
});

/** `list` patched from `before`: the same as the list read whole now, and read again only where it changed. */
async function patched(list: ListSlices, before: SlicedReply) {
  const counts = { reread: 0, parts: 0 };
  const reply = await patchSliced(list, before, ROWS, counts);
  const whole = await readSliced(list, ROWS);
  expect(reply.json.toString()).toBe(whole.json.toString());
  for (const part of reply.parts) expect((JSON.parse(`[${part.json.toString()}]`) as unknown[]).length).toBeLessThanOrEqual(ROWS);
  // the stamps kept are those the database gives now: nothing changed, nothing is read
  const again = { reread: 0, parts: 0 };
  const same = await patchSliced(list, reply, ROWS, again);
  expect(again.reread).toBe(0);
  expect(same.json.equals(reply.json)).toBe(true);
  return { reply, counts };
}

const lineIds = (reply: SlicedReply, part: number) =>
  (JSON.parse(`[${reply.parts[part].json.toString()}]`) as Array<{ _id: string }>).map((line) => line._id);

/** Copies of `from`'s line, `count` of them, at `at` (new ids, or those given). */
async function copyLine(from: string, count: number, at: string, ids?: string[]): Promise<void> {
  await sql`insert into order_lines (id, "orderId", "userId", "productId", "boxId", quantity, price, status, "createdAt", "updatedAt")
    select coalesce((${ids ?? []}::text[])[n], substr(md5(random()::text), 1, 24)), "orderId", "userId", "productId", "boxId",
      quantity, price, status, ${at}::timestamptz, ${at}::timestamptz
    from order_lines, generate_series(1, ${count}) as n where id = ${from}`.execute(server.db);
}

describe('a whole list read again after a change', () => {
  it('reads nothing when nothing changed, and only the slice of a line whose status changed', async () => {
    const list = orderListSlices(server.db);
    const before = await readSliced(list, ROWS);
    expect(before.parts.length).toBeGreaterThan(4);
    const { counts: none } = await patched(list, before);
    expect(none.reread).toBe(0);
    const [line] = lineIds(before, 2);
    await server.db.updateTable('order_lines').set({ status: 'cancel', reason: 'patched' }).where('id', '=', line).execute();
    const { reply, counts } = await patched(list, before);
    expect(counts).toEqual({ reread: 1, parts: 1 });
    expect(reply.json.toString()).toContain('"reason":"patched"');
  });

  it('reads again every slice with a line of an order whose address changed', async () => {
    const list = orderListSlices(server.db);
    const before = await readSliced(list, ROWS);
    const [line] = lineIds(before, 3);
    const { orderId } = await server.db.selectFrom('order_lines').select('orderId').where('id', '=', line).executeTakeFirstOrThrow();
    await sql`update orders set "shippingAddress" = "shippingAddress" || '{"city": "Patched"}'::jsonb where id = ${orderId}`.execute(
      server.db,
    );
    const ofOrder = new Set(
      (await server.db.selectFrom('order_lines').select('id').where('orderId', '=', orderId).execute()).map((l) => l.id),
    );
    const slices = before.parts.filter((_, i) => lineIds(before, i).some((id) => ofOrder.has(id)));
    const { reply, counts } = await patched(list, before);
    expect(counts.reread).toBe(slices.length);
    expect(reply.json.toString()).toContain('"city":"Patched"');
  });

  it('keeps lines tied with a slice edge in their place, and lines moved, inserted or deleted', async () => {
    const list = orderListSlices(server.db);
    let before = await readSliced(list, ROWS);
    // two lines at the very time of a slice's last line: one before it by id, one after
    const edge = before.parts[1].last;
    await copyLine(edge.id, 2, edge.at, [edge.id.slice(0, -1), `${edge.id}z`]);
    ({ reply: before } = await patched(list, before));
    // a line moved from the top to the end of the list
    const [top] = lineIds(before, 0);
    await sql`update order_lines set "createdAt" = '2000-01-01' where id = ${top}`.execute(server.db);
    ({ reply: before } = await patched(list, before));
    // new lines at the top: the first slice read again is split into slices of ROWS
    await copyLine(top, 12, '2099-01-01');
    const firstRows = lineIds(before, 0).length;
    const grown = await patched(list, before);
    expect(grown.counts).toEqual({ reread: 1, parts: Math.ceil((12 + firstRows) / ROWS) });
    before = grown.reply;
    // a slice whose lines are all deleted is gone, and lines inserted in its place are read
    const gone = lineIds(before, 4);
    await server.db.deleteFrom('order_lines').where('id', 'in', gone).execute();
    ({ reply: before } = await patched(list, before));
    await copyLine(top, 3, before.parts[3].last.at);
    ({ reply: before } = await patched(list, before));
  });

  it('writes the first slice without its comma once the slices before it are gone, and ends at the last one left', async () => {
    const list = orderListSlices(server.db);
    let before = await readSliced(list, ROWS);
    await server.db
      .deleteFrom('order_lines')
      .where('id', 'in', [...lineIds(before, 0), ...lineIds(before, 1)])
      .execute();
    ({ reply: before } = await patched(list, before));
    const last = before.parts.length - 1;
    await server.db.deleteFrom('order_lines').where('id', 'in', lineIds(before, last)).execute();
    const { reply } = await patched(list, before);
    expect(reply.parts).toHaveLength(last);
    expect(JSON.parse(reply.json.toString())).toMatchObject({ code: 200 });
  });

  it('reads on the next patch what was written while a patch read its slices, a line moved included', async () => {
    const base = orderListSlices(server.db);
    let before = await readSliced(base, ROWS);
    const [changed] = lineIds(before, 5);
    const [moved] = lineIds(before, 9);
    let written = false;
    // once the stamps are read, the first slice read again sees a line of a later slice moved into it
    const list: ListSlices = {
      ...base,
      read: async (range, limit) => {
        if (!written) {
          written = true;
          const at = before.parts[1].last.at;
          await sql`update order_lines set "createdAt" = ${at}::timestamptz - interval '1 microsecond' where id = ${moved}`.execute(
            server.db,
          );
          await server.db.updateTable('order_lines').set({ reason: 'written meanwhile' }).where('id', '=', changed).execute();
        }
        return base.read(range, limit);
      },
    };
    await server.db.updateTable('order_lines').set({ reason: 'before the patch' }).where('id', '=', lineIds(before, 2)[0]).execute();
    // (this patch holds the moved line twice and not the reason: its slices are not one snapshot)
    before = await patchSliced(list, before, ROWS);
    expect(written).toBe(true);
    const { reply } = await patched(base, before);
    const ids = (JSON.parse(reply.json.toString()) as { orders: Array<{ _id: string }> }).orders.map((line) => line._id);
    expect(ids.filter((id) => id === moved)).toHaveLength(1);
    expect(reply.json.toString()).toContain('written meanwhile');
  });

  it('is the users list after users are edited, added and deleted', async () => {
    const list = userListSlices(server.db);
    let before = await readSliced(list, ROWS);
    const ids = (JSON.parse(before.json.toString()) as { userList: Array<{ _id: string }> }).userList.map((u) => u._id);
    await server.db.updateTable('users').set({ firstname: 'Patched "A"' }).where('id', '=', ids[17]).execute();
    const edited = await patched(list, before);
    expect(edited.counts).toEqual({ reread: 1, parts: 1 });
    before = edited.reply;
    await server.db
      .insertInto('users')
      .values({
        username: 'patchedUser',
        firstname: 'P',
        lastname: 'U',
        email: 'patched@example.com',
        mobile: '55500099',
        passwordHash: null,
        profile: null,
      })
      .execute();
    await server.db
      .updateTable('users')
      .set({ joined_at: new Date('2001-01-01') })
      .where('id', '=', ids[2])
      .execute();
    // users in no other table's rows, deleted whole
    const unused = await sql<{ id: string }>`select id from users u where not exists (select 1 from order_lines l where l."userId" = u.id)
      and not exists (select 1 from inventory i where i."userId" = u.id) and username <> 'patchedUser' order by id limit 2`.execute(
      server.db,
    );
    await server.db
      .deleteFrom('users')
      .where(
        'id',
        'in',
        unused.rows.map((u) => u.id),
      )
      .execute();
    const { reply } = await patched(list, before);
    expect(reply.json.toString()).toContain('"username":"patchedUser"');
  });
});
