/**
 * Four eyes on large payouts (issue 62): a withdrawal above the threshold (a setting, EUR 1,000 by
 * default) needs two approvals by two different admins, each after a step-up. The first marks it
 * "awaiting second approval" (who and when, in the list); the same admin cannot give the second; a
 * decline by either ends it; the money moves once, on the second approval. Twenty second approvals
 * at once move it once (on PostgreSQL too: the server-pg project).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, makeTestServer, type TestServer } from './helpers';
import { api, withdrawalRequest } from './securityHelpers';

let server: TestServer;
let first: string;
let second: string;
let firstId: string;

beforeAll(async () => {
  server = await makeTestServer();
  first = await server.loginSteppedUp(SUPER_ADMIN.email, SUPER_ADMIN.password);
  firstId = (await server.db.selectFrom('admins').select('id').where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow()).id;
  await server.createAdmin({ email: 'second-approver@example.com', role: ['readWithdraws', 'writeWithdraws'] });
  second = await server.loginSteppedUp('second-approver@example.com', 'Member@12345');
});
afterAll(async () => {
  await server.close();
});

const approve = (token: string, orderId: string) => api(server, 'POST', '/ccpayment/withdrawFromAdmin', token, { orderId });

async function balanceAndLedger(userId: string) {
  const user = await server.db.selectFrom('users').select('walletBalance').where('id', '=', userId).executeTakeFirstOrThrow();
  const ledger = await server.db.selectFrom('wallet_ledger').select(['amount', 'adminId']).where('userId', '=', userId).execute();
  return { balance: Number(user.walletBalance), ledger: ledger.map((row) => ({ ...row, amount: Number(row.amount) })) };
}

async function listed(orderId: string) {
  const list = await api(server, 'GET', '/getWithdrawRequests', second);
  return (list.withdrawRequests as Array<Record<string, unknown>>).find((row) => row.orderId === orderId);
}

describe('four eyes', () => {
  it('approves up to the threshold with one approval', async () => {
    const { orderId, userId } = await withdrawalRequest(server, 'small', 5000, 1000);
    expect(await approve(first, orderId)).toMatchObject({ code: 200, msg: 'Withdrawal request approved', awaitingSecondApproval: false });
    expect(await balanceAndLedger(userId)).toEqual({ balance: 4000, ledger: [{ amount: -1000, adminId: firstId }] });
  });

  it('marks a larger one "awaiting second approval", refuses the same admin, and moves the money on the other admin\'s approval', async () => {
    const { orderId, userId } = await withdrawalRequest(server, 'large', 5000, 1000.01);
    expect(await approve(first, orderId)).toEqual({
      code: 200,
      msg: 'First approval given. A second admin must approve this withdrawal before the money moves.',
      orderId,
      username: 'payee_large',
      amount: 1000.01,
      awaitingSecondApproval: true,
    });
    expect(await balanceAndLedger(userId)).toEqual({ balance: 5000, ledger: [] });
    expect(await listed(orderId)).toMatchObject({
      status: 'pending',
      approvalStage: 'awaitingSecondApproval',
      firstApprovedBy: firstId,
      firstApproverName: 'Super Admin',
      firstApproverEmail: SUPER_ADMIN.email,
      firstApprovedAt: expect.any(String),
    });

    expect(await approve(first, orderId)).toEqual({
      code: 409,
      msg: 'You gave the first approval: the second must come from another admin.',
    });
    expect(await approve(second, orderId)).toMatchObject({ code: 200, msg: 'Withdrawal request approved', awaitingSecondApproval: false });
    const secondId = (
      await server.db.selectFrom('admins').select('id').where('email', '=', 'second-approver@example.com').executeTakeFirstOrThrow()
    ).id;
    expect(await balanceAndLedger(userId)).toEqual({ balance: 3999.99, ledger: [{ amount: -1000.01, adminId: secondId }] });
    expect(await listed(orderId)).toMatchObject({ status: 'approved', firstApprovedBy: firstId });
    expect((await approve(first, orderId)).code).toBe(409);

    const log = await server.db
      .selectFrom('activity_logs')
      .select('description')
      .where('module', '=', 'Withdraws')
      .where('description', 'like', `%${orderId}%`)
      .orderBy('createdAt')
      .execute();
    expect(log.map((row) => row.description)).toEqual([
      `First approval of withdrawal ${orderId} of payee_large (€1,000.01), waiting for a second admin`,
      `Approved withdrawal ${orderId} of payee_large (€1,000.01)`,
    ]);
  });

  it('ends with a decline by either admin: nothing moves', async () => {
    const { orderId, userId } = await withdrawalRequest(server, 'declined', 5000, 2000);
    await approve(first, orderId);
    expect(await api(server, 'POST', '/ccpayment/withdrawDeclineByAdmin', first, { orderId, msg: 'Changed my mind' })).toMatchObject({
      code: 200,
    });
    expect((await approve(second, orderId)).code).toBe(409);
    expect(await balanceAndLedger(userId)).toEqual({ balance: 5000, ledger: [] });
  });

  it('follows the threshold set by a super admin', async () => {
    expect((await api(server, 'GET', '/securitySettings', first)).fourEyesThreshold).toBe(1000);
    expect(await api(server, 'PUT', '/securitySettings', first, { fourEyesThreshold: 5000 })).toEqual({
      code: 200,
      msg: 'Security settings saved',
      requireMfa: false,
      fourEyesThreshold: 5000,
    });
    expect((await api(server, 'GET', '/getWithdrawRequests', second)).fourEyesThreshold).toBe(5000);
    const { orderId } = await withdrawalRequest(server, 'under-new', 9000, 4000);
    expect((await approve(first, orderId)).awaitingSecondApproval).toBe(false);
    await api(server, 'PUT', '/securitySettings', first, { fourEyesThreshold: 1000 });
  });

  it('moves the money once when twenty second approvals arrive at once', async () => {
    const { orderId, userId } = await withdrawalRequest(server, 'burst', 5000, 1500);
    await approve(first, orderId);
    const replies = await Promise.all(Array.from({ length: 20 }, () => approve(second, orderId)));
    const codes = replies.map((reply) => reply.code).sort();
    expect(codes).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    expect(
      replies.filter((reply) => reply.code === 409).every((reply) => reply.msg === 'This withdrawal request has already been approved'),
    ).toBe(true);
    const { balance, ledger } = await balanceAndLedger(userId);
    expect(balance).toBe(3500);
    expect(ledger).toHaveLength(1);
  });
});
