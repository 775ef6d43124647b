/**
 * Contract: the dashboard's stats calls through the dataProvider. The server computes them in SQL
 * from the roll-ups of migration 004; the fake shop from its base rows: the figures, the top lists
 * and the monthly net profit must be equal for the dashboard's presets, a long custom range and a
 * range without activity, also after changes that move the figures.
 */
import { describe, expect } from 'vitest';
import {
  MAX_RANGE_DAYS,
  addDays,
  presetRange,
  rangeDays,
  todayUtc,
  type DashboardRange,
  type DateRangePreset,
} from '../../../src/domain/dateRange';
import type { Withdrawal } from '../../../src/domain/types/profit';
import { DEMO_TEAM } from '../../../server/db/seed/team';
import { SUPER_ADMIN } from '../helpers';
import { contract, refusal, useBackends, type Backend } from './harness';

const both = useBackends();

function member(email: string) {
  const found = DEMO_TEAM.find((m) => m.email === email);
  if (!found) throw new Error(`no demo member ${email}`);
  return found;
}
const VIEWER = member('viewer@example.com');
const WAREHOUSE = member('warehouse@example.com');

const signIn = (backend: Backend, who: { email: string; password: string } = VIEWER) => backend.signIn(who.email, who.password);

/** Today, once for the file: both backends' runs of a case ask for the same range, even across midnight. */
const TODAY = todayUtc();
const preset = (choice: DateRangePreset): DashboardRange => ({ choice, ...presetRange(choice, TODAY) });
const custom = (startDate: string, endDate: string): DashboardRange => ({ choice: 'custom', startDate, endDate });

const PRESETS: DateRangePreset[] = ['today', 'yesterday', 'last7day', 'last28day', 'last90day', 'weekToDate', 'month', 'year', 'lastYear'];
/** Two years back to today: every seeded row (the seed spans the last year). */
const WHOLE_SHOP = () => custom(addDays(TODAY, -730), TODAY);

describe('statsSummary', () => {
  for (const choice of PRESETS) {
    contract(`the figures of "${choice}"`, both, async (backend) => {
      await signIn(backend);
      const range = preset(choice);
      const reply = await backend.dataProvider.getStatsSummary(range);
      expect(reply.dates).toHaveLength(rangeDays(range));
      expect(reply.summary.unboxed.data.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(reply.summary.unboxed.total);
      return reply;
    });
  }

  contract('the figures of the whole shop, day by day', both, async (backend) => {
    await signIn(backend);
    const reply = await backend.dataProvider.getStatsSummary(WHOLE_SHOP());
    const { summary } = reply;
    expect(summary.unboxed.total).toBeGreaterThan(1000);
    expect(summary.deposit.total).toBeGreaterThan(0);
    expect(summary.newUsers.total).toBeGreaterThan(100);
    expect(summary.activeUsers.total).toBeGreaterThan(0);
    expect(summary.conversion.total).not.toBeNull();
    return reply;
  });

  contract('a range without activity gives zeros and nulls', both, async (backend) => {
    await signIn(backend);
    const reply = await backend.dataProvider.getStatsSummary(custom('2020-01-01', '2020-01-07'));
    expect(reply.summary.unboxed.total).toBe(0);
    expect(reply.summary.arpu.total).toBeNull();
    expect(reply.summary.bestDeposit.data).toEqual(Array(7).fill(null));
    return reply;
  });

  contract("an approved withdrawal and a deleted ship request move today's figures", both, async (backend) => {
    await signIn(backend, SUPER_ADMIN);
    const dp = backend.dataProvider;
    const today = preset('today');
    const before = await dp.getStatsSummary(today);
    const { data } = await dp.getList('withdrawals', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    const request = (data as unknown as Withdrawal[]).find((r) => r.status === 'pending' && r.walletBalance >= r.swapnetoutamount);
    if (!request) throw new Error('no covered pending request');
    await dp.approveWithdrawal(request.orderId);
    const tables = await dp.getStatsSummaryTable(WHOLE_SHOP());
    const dearest = tables.requestedItemByPrice[0];
    await dp.deleteMany('orders', { ids: [dearest._id] });
    const after = await dp.getStatsSummary(today);
    const whole = await dp.getStatsSummary(WHOLE_SHOP());
    const tablesAfter = await dp.getStatsSummaryTable(WHOLE_SHOP());
    expect(after.summary.withdrawCount.total).toBe((before.summary.withdrawCount.total ?? 0) + 1);
    expect(tablesAfter.requestedItemByPrice.map((r) => r._id)).not.toContain(dearest._id);
    return { before: before.summary, after: after.summary, whole: whole.summary, tablesAfter };
  });

  contract('a bad range is a 400 naming the field', both, async (backend) => {
    await signIn(backend);
    const dp = backend.dataProvider;
    const refused = {
      start: await refusal(dp.getStatsSummary(custom('2026-02-30', '2026-03-01'))),
      end: await refusal(dp.getStatsSummary(custom('2026-03-01', 'soon'))),
      backwards: await refusal(dp.getStatsSummary(custom('2026-03-02', '2026-03-01'))),
      tooLong: await refusal(dp.getStatsSummaryTable(custom('2000-01-01', addDays('2000-01-01', MAX_RANGE_DAYS)))),
      missing: await refusal(dp.getStatsSummary(custom('', '2026-03-01'))),
    };
    Object.values(refused).forEach((r) => expect(r.status).toBe(400));
    expect(refused.start.message).toMatch(/^startDate: /);
    expect(refused.end.message).toMatch(/^endDate: /);
    expect(refused.tooLong.message).toContain(String(MAX_RANGE_DAYS));
    return refused;
  });

  contract('the stats calls need readDashboard', both, async (backend) => {
    await signIn(backend, WAREHOUSE);
    const dp = backend.dataProvider;
    const refused = [
      await refusal(dp.getStatsSummary(preset('last7day'))),
      await refusal(dp.getStatsSummaryTable(preset('last7day'))),
      await refusal(dp.getNetProfitByMonth()),
    ];
    refused.forEach((r) => expect(r.status).toBe(403));
    return refused;
  });
});

describe('statsSummaryTable', () => {
  for (const choice of PRESETS) {
    contract(`the top lists of "${choice}"`, both, async (backend) => {
      await signIn(backend);
      const reply = await backend.dataProvider.getStatsSummaryTable(preset(choice));
      expect(reply.topBoxByQuantity.length).toBeLessThanOrEqual(10);
      expect(reply.summaryDate).toBe(choice);
      return reply;
    });
  }

  contract('the top lists of the whole shop (whole months and the days at the ends)', both, async (backend) => {
    await signIn(backend);
    const reply = await backend.dataProvider.getStatsSummaryTable(WHOLE_SHOP());
    expect(reply.topBoxByQuantity).toHaveLength(10);
    expect(reply.boxOpenByUser).toHaveLength(10);
    expect(reply.depositByUser[0].amount).toBeGreaterThanOrEqual(reply.depositByUser[9].amount);
    expect(reply.requestedItemByPrice[0].price).toBeGreaterThanOrEqual(reply.requestedItemByPrice[9].price);
    return reply;
  });
});

describe('calculateNetProfitFromPlateform', () => {
  contract('the net profit of the last 12 months and of all time', both, async (backend) => {
    await signIn(backend);
    const reply = await backend.dataProvider.getNetProfitByMonth();
    expect(reply.categories).toHaveLength(12);
    expect(reply.categories[11]).toBe(todayUtc().slice(0, 7));
    expect(reply.data.some((n) => n !== 0)).toBe(true);
    return reply;
  });
});
