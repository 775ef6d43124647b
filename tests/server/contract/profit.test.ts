/**
 * Contract: representative calls of the money area (a withdrawal's decision and its 409, the
 * deposits list and its permission) through the dataProvider on both adapters.
 */
import { describe, expect } from 'vitest';
import type { ShopDataProvider } from '../../../src/dataProvider';
import type { Deposit, Withdrawal } from '../../../src/domain/types/profit';
import { DEMO_TEAM } from '../../../server/db/seed/team';
import { contract, refusal, useBackends, type Backend } from './harness';

const both = useBackends();

const MISSING_ID = '000000000000000000000000';

function member(email: string) {
  const found = DEMO_TEAM.find((m) => m.email === email);
  if (!found) throw new Error(`no demo member ${email}`);
  return found;
}
const FINANCE = member('finance@example.com');
const VIEWER = member('viewer@example.com');

const as = (backend: Backend, who: { email: string; password: string }) => backend.signIn(who.email, who.password);

type Sort = { field: string; order: 'ASC' | 'DESC' };
async function page<T>(dp: ShopDataProvider, resource: string, sort: Sort, pageNo = 1, filter: Record<string, unknown> = {}, perPage = 10) {
  const { data, total } = await dp.getList(resource, { pagination: { page: pageNo, perPage }, sort, filter });
  return { rows: data as unknown as T[], total: total ?? 0 };
}
const everything = <T>(dp: ShopDataProvider, resource: string) =>
  page<T>(dp, resource, { field: 'createdAt', order: 'DESC' }, 1, {}, 100_000).then((r) => r.rows);

describe('withdrawals', () => {
  const view = (r: Withdrawal) => [r._id, r.orderId, r.username, r.walletBalance, r.swapnetoutamount, r.status, r.declineMsg];

  contract('approving debits the wallet once; a second decision is a 409', both, async (backend) => {
    await as(backend, FINANCE);
    const dp = backend.dataProvider;
    const rows = await everything<Withdrawal>(dp, 'withdrawals');
    const request = rows.find((r) => r.status === 'pending' && r.walletBalance >= r.swapnetoutamount);
    if (!request) throw new Error('no covered pending request');
    const approved = await dp.approveWithdrawal(request.orderId);
    const after = (await everything<Withdrawal>(dp, 'withdrawals')).filter((r) => r.userId === request.userId).map(view);
    const again = await refusal(dp.approveWithdrawal(request.orderId));
    const decline = await refusal(dp.declineWithdrawal(request.orderId, 'No'));
    const mine = after.find((r) => r[0] === request._id);
    expect(mine?.[5]).toBe('approved');
    expect(mine?.[3]).toBeCloseTo(request.walletBalance - request.swapnetoutamount, 2);
    expect(again.status).toBe(409);
    return { approved, after, again, decline };
  });
});

describe('deposits and purchases', () => {
  const view = (r: Deposit) => [r._id, r.orderId, r.userId.username, r.amount, r.coinSymbol, r.status, r.createdAt];

  // first: a list read before would be answered from the dataProvider's cache
  contract('deposits and purchases need a Deposits permission', both, async (backend) => {
    await as(backend, VIEWER);
    const dp = backend.dataProvider;
    const refused = await Promise.all([
      refusal(page(dp, 'deposits', { field: 'createdAt', order: 'DESC' })),
      refusal(page(dp, 'purchaseHistory', { field: 'createdAt', order: 'DESC' })),
      refusal(dp.getDepositTotals()),
      refusal(dp.getUserDeposits(MISSING_ID)),
      refusal(dp.getOne('deposits', { id: MISSING_ID })),
      refusal(dp.getUserDepositTotals(MISSING_ID)),
    ]);
    refused.forEach((r) => expect(r.status).toBe(403));
    return refused;
  });

  contract('the deposit list pages newest first, sorts by amount both ways, filters and searches', both, async (backend) => {
    await as(backend, FINANCE);
    const dp = backend.dataProvider;
    const newest = await page<Deposit>(dp, 'deposits', { field: 'createdAt', order: 'DESC' });
    const smallest = await page<Deposit>(dp, 'deposits', { field: 'amount', order: 'ASC' }, 2);
    const biggest = await page<Deposit>(dp, 'deposits', { field: 'amount', order: 'DESC' }, 3);
    const failed = await page<Deposit>(dp, 'deposits', { field: 'amount', order: 'DESC' }, 1, { status: 'failed' });
    const search = await page<Deposit>(dp, 'deposits', { field: 'createdAt', order: 'DESC' }, 1, { q: newest.rows[0].orderId });
    expect(newest.total).toBeGreaterThan(100);
    expect(failed.rows.every((r) => r.status === 'failed')).toBe(true);
    expect(search.rows[0]._id).toBe(newest.rows[0]._id);
    return {
      first: newest.rows[0],
      pages: [newest, smallest, biggest, failed, search].map((p) => ({ total: p.total, rows: p.rows.map(view) })),
    };
  });
});
