/**
 * The activity row of a change that moves money or a status is written in the change's own
 * transaction (issue 14): when the row cannot be written, the change does not stand either. The
 * test makes the insert fail with a CHECK constraint on activity_logs for one module at a time.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SUPER_ADMIN, bearer, envelope, makeTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await makeTestServer();
  token = await server.loginSteppedUp(SUPER_ADMIN.email, SUPER_ADMIN.password);
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await sql`alter table activity_logs drop constraint if exists test_refuse_module`.execute(server.db);
});

/** From now on, inserting an activity row of `module` fails (rows already there are not checked). */
async function refuseActivityOf(module: string): Promise<void> {
  await sql`alter table activity_logs add constraint test_refuse_module check (module <> ${sql.lit(module)}) not valid`.execute(server.db);
}

async function call(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return envelope(res);
}

async function activityCount(): Promise<number> {
  const row = await server.db
    .selectFrom('activity_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function balanceOf(userId: string): Promise<number> {
  const row = await server.db.selectFrom('users').select('walletBalance').where('id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.walletBalance);
}

async function pendingWithdrawal(skip: number) {
  return server.db
    .selectFrom('withdrawals')
    .select(['id', 'orderId', 'userId', 'swapnetoutamount'])
    .where('status', '=', 'pending')
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('a change whose activity row cannot be written does not stand', () => {
  it('wallet: the balance and its ledger row stay as they were', async () => {
    const user = await server.db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const before = await balanceOf(user.id);
    const ledgerBefore = await server.db.selectFrom('wallet_ledger').select('id').where('userId', '=', user.id).execute();
    const logsBefore = await activityCount();
    await refuseActivityOf('Users');
    const reply = await call('PUT', '/api/admin/addWalletAmount', { id: user.id, walletAmount: 25 });
    expect(reply.code).toBe(500);
    expect(await balanceOf(user.id)).toBeCloseTo(before, 2);
    expect(await server.db.selectFrom('wallet_ledger').select('id').where('userId', '=', user.id).execute()).toHaveLength(
      ledgerBefore.length,
    );
    expect(await activityCount()).toBe(logsBefore);
    // and with the log writable again, the same call goes through with its row
    await sql`alter table activity_logs drop constraint test_refuse_module`.execute(server.db);
    expect((await call('PUT', '/api/admin/addWalletAmount', { id: user.id, walletAmount: 25 })).code).toBe(200);
    expect(await balanceOf(user.id)).toBeCloseTo(before + 25, 2);
    expect(await activityCount()).toBe(logsBefore + 1);
  });

  it('withdrawal approval: no debit, still pending', async () => {
    const request = await pendingWithdrawal(0);
    await server.db
      .updateTable('users')
      .set({ walletBalance: Number(request.swapnetoutamount) + 10 })
      .where('id', '=', request.userId)
      .execute();
    const before = await balanceOf(request.userId);
    await refuseActivityOf('Withdraws');
    expect((await call('POST', '/api/admin/ccpayment/withdrawFromAdmin', { orderId: request.orderId })).code).toBe(500);
    expect(await balanceOf(request.userId)).toBeCloseTo(before, 2);
    const row = await server.db.selectFrom('withdrawals').select('status').where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(await server.db.selectFrom('wallet_ledger').select('id').where('refId', '=', request.id).execute()).toHaveLength(0);
  });

  it('withdrawal decline: still pending', async () => {
    const request = await pendingWithdrawal(1);
    await refuseActivityOf('Withdraws');
    const reply = await call('POST', '/api/admin/ccpayment/withdrawDeclineByAdmin', { orderId: request.orderId, msg: 'No' });
    expect(reply.code).toBe(500);
    const row = await server.db.selectFrom('withdrawals').select('status').where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('order status: the lines keep their status', async () => {
    const line = await server.db
      .selectFrom('order_lines')
      .select(['orderId'])
      .where('status', '=', 'shipped')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await server.db.selectFrom('order_lines').select(['id', 'status']).where('orderId', '=', line.orderId).execute();
    await refuseActivityOf('Orders');
    expect((await call('PUT', '/api/admin/updateOrders', { orderId: line.orderId, status: 'delivered' })).code).toBe(500);
    const after = await server.db.selectFrom('order_lines').select(['id', 'status']).where('orderId', '=', line.orderId).execute();
    expect(after).toEqual(expect.arrayContaining(before));
  });

  it('return decision: the request stays pending', async () => {
    const request = await server.db
      .selectFrom('return_requests')
      .select('id')
      .where('status', '=', 'pending')
      .limit(1)
      .executeTakeFirstOrThrow();
    await refuseActivityOf('ReturnOrder');
    expect((await call('PUT', `/api/admin/adminActioninUserReturnRequest/${request.id}`, { status: 'approved' })).code).toBe(500);
    const row = await server.db.selectFrom('return_requests').select('status').where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('inventory: nothing added, nothing removed', async () => {
    const product = await server.db.selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow();
    const user = await server.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow();
    const count = async () => (await server.db.selectFrom('inventory').select('id').where('userId', '=', user.id).execute()).length;
    const before = await count();
    await refuseActivityOf('Product');
    expect((await call('POST', '/api/admin/addToInventory', { productId: product.id, userId: user.id })).code).toBe(500);
    expect(await count()).toBe(before);
    await sql`alter table activity_logs drop constraint test_refuse_module`.execute(server.db);
    expect((await call('POST', '/api/admin/addToInventory', { productId: product.id, userId: user.id })).code).toBe(200);
    const item = await server.db
      .selectFrom('inventory')
      .select('id')
      .where('userId', '=', user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await refuseActivityOf('Users');
    expect((await call('DELETE', `/api/admin/deleteInventory/${item.id}/${user.id}`)).code).toBe(500);
    expect(await count()).toBe(before + 1);
  });

  it('box save: the box keeps its name and its odds', async () => {
    const box = await server.db.selectFrom('boxes').select(['id', 'name', 'price', 'category']).limit(1).executeTakeFirstOrThrow();
    const items = await server.db.selectFrom('box_products').select(['productId', 'chance']).where('boxId', '=', box.id).execute();
    await refuseActivityOf('Box');
    const reply = await call('PUT', `/api/admin/updateBox/${box.id}`, {
      name: 'Renamed Box',
      price: Number(box.price),
      category: box.category,
      chooseProduct: items.map((item) => ({ pid: item.productId, chance: Number(item.chance) })),
    });
    expect(reply.code).toBe(500);
    const after = await server.db.selectFrom('boxes').select('name').where('id', '=', box.id).executeTakeFirstOrThrow();
    expect(after.name).toBe(box.name);
    expect(await server.db.selectFrom('box_products').select(['productId', 'chance']).where('boxId', '=', box.id).execute()).toHaveLength(
      items.length,
    );
  });
});
