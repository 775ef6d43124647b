/**
 * The dashboard's stats calls against hand-computed figures on the fixed shop of dashboardFixture.ts
 * (range 2026-03-10 .. 2026-03-12, UTC days), their guard, their validation, and the roll-ups staying
 * equal to a full rebuild while the source tables change.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StatsSummaryReply, StatsTableReply } from '../../src/domain/types/dashboard';
import { BOXES, PRODUCTS, USERS, insertStatsFixture } from './dashboardFixture';
import { splitByMonths } from '../../server/routes/dashboard/tables';
import { bearer, envelope, makeTestServer, type TestServer } from './helpers';

let server: TestServer;
let superToken: string;
const RANGE = { startDate: '2026-03-10', endDate: '2026-03-12' };

beforeAll(async () => {
  server = await makeTestServer({ seed: false });
  await server.createAdmin({ email: 'boss@example.test', role: ['suUsers'] });
  await server.createAdmin({ email: 'viewer@example.test', role: ['readDashboard'] });
  await server.createAdmin({ email: 'category@example.test', role: ['readCategory', 'writeCategory'] });
  superToken = await server.loginAs('boss@example.test', 'Member@12345');
  await insertStatsFixture(server.db);
});

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

async function post<T>(url: string, payload: unknown, token = superToken): Promise<T & { code: number; msg: string }> {
  const res = await server.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
  return res.json();
}

const summary = (payload: unknown = RANGE) => post<StatsSummaryReply>('/api/admin/statsSummary', payload);
const tables = (payload: unknown = RANGE) => post<StatsTableReply>('/api/admin/statsSummaryTable', payload);

describe('POST api/admin/statsSummary on the fixed shop', () => {
  it('echoes the range as UTC days and lists every day', async () => {
    const reply = await summary({ ...RANGE, summaryDate: 'custom' });
    expect(reply).toMatchObject({ code: 200, msg: 'Stats summary', ...RANGE, summaryDate: 'custom', type: 'custom', timeZone: 'UTC' });
    expect(reply.dates).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
  });

  it('computes the box opening figures (a -01:00 time that is the 10th in UTC counts, the 13th does not)', async () => {
    const { summary: s } = await summary();
    expect(s.unboxed).toEqual({ total: 4, data: [2, 1, 1] });
    expect(s.wagered).toEqual({ total: 120, data: [60, 50, 10] });
    expect(s.netProfit).toEqual({ total: 24, data: [-3, 20, 7] });
    expect(s.pnl).toEqual({ total: 10, data: [25, -10, -5] });
    expect(s.profitPercentage).toEqual({ total: 20, data: [-5, 40, 70] });
    expect(s.resellPercentage).toEqual({ total: 50, data: [50, 100, 0] });
  });

  it('counts distinct active users, ARPU and boxes per active user', async () => {
    const { summary: s } = await summary();
    expect(s.activeUsers).toEqual({ total: 2, data: [1, 1, 1] });
    expect(s.arpu).toEqual({ total: 60, data: [60, 50, 10] });
    expect(s.averageBoxingPerUser).toEqual({ total: 2, data: [2, 1, 1] });
  });

  it('measures retention and churn against the previous period of the same length', async () => {
    const { summary: s } = await summary();
    // previous period 03-07..03-09: alice and bob; alice came back, bob did not
    expect(s.retention).toEqual({ total: 50, data: [0, 0, 100] });
    expect(s.churn).toEqual({ total: 50, data: [100, 100, 0] });
  });

  it('counts new users and how many of them opened a box by the end of the range', async () => {
    const { summary: s } = await summary();
    // carol (joined 10th, first box 11th) converted; dave never opens; erin opens on the 13th
    expect(s.newUsers).toEqual({ total: 3, data: [1, 2, 0] });
    expect(s.conversion).toEqual({ total: 33.33, data: [0, 0, null] });
  });

  it('sums successful deposits and approved withdrawals (by decision day)', async () => {
    const { summary: s } = await summary();
    expect(s.deposit).toEqual({ total: 390.5, data: [100, 250.5, 40] });
    expect(s.depositCount).toEqual({ total: 3, data: [1, 1, 1] });
    expect(s.averageDeposit).toEqual({ total: 130.17, data: [100, 250.5, 40] });
    expect(s.bestDeposit).toEqual({ total: 250.5, data: [100, 250.5, 40] });
    expect(s.withdraw).toEqual({ total: 42.25, data: [30, 0, 12.25] });
    expect(s.withdrawCount).toEqual({ total: 2, data: [1, 0, 1] });
  });

  it('counts ship requests (order lines, cancelled ones too) and the average order value', async () => {
    const { summary: s } = await summary();
    expect(s.shipRequests).toEqual({ total: 3, data: [2, 0, 1] });
    expect(s.averageOrder).toEqual({ total: 47.5, data: [90, null, 5] });
  });

  it('reads an ISO date-time as its UTC day, and a preset from the current UTC day', async () => {
    const fromTimes = await summary({ startDate: '2026-03-10T05:00:00.000Z', endDate: '2026-03-12T23:00:00+00:00' });
    expect([fromTimes.startDate, fromTimes.endDate, fromTimes.summary.unboxed.total]).toEqual(['2026-03-10', '2026-03-12', 4]);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-13T08:00:00Z'));
    const preset = await summary({ type: 'preset', summaryDate: 'yesterday' });
    expect(preset).toMatchObject({ code: 200, startDate: '2026-03-12', endDate: '2026-03-12', summaryDate: 'yesterday', type: 'preset' });
    expect(preset.summary.unboxed.total).toBe(1);
  });

  it('gives zeros and nulls for a range without activity', async () => {
    const { summary: s } = await summary({ startDate: '2024-01-01', endDate: '2024-01-02' });
    expect(s.unboxed).toEqual({ total: 0, data: [0, 0] });
    expect(s.resellPercentage).toEqual({ total: null, data: [null, null] });
    expect(s.bestDeposit).toEqual({ total: null, data: [null, null] });
  });

  it('refuses a bad range with a 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ endDate: '2026-03-12' }, 'startDate: This field is required'],
      [{ startDate: '2026-03-12' }, 'endDate: This field is required'],
      [{ startDate: '2026-02-30', endDate: '2026-03-12' }, 'startDate: Must be a date (YYYY-MM-DD)'],
      [{ startDate: '2026-03-12', endDate: 'soon' }, 'endDate: Must be a date (YYYY-MM-DD)'],
      [{ startDate: '2026-03-12', endDate: '2026-03-10' }, 'endDate: The end date must not be before the start date'],
      [{ startDate: '1990-01-01', endDate: '2026-03-10' }, 'endDate: The range must not be longer than 3700 days'],
      [{ type: 'preset', summaryDate: 'fortnight' }, 'summaryDate: Must be one of the date range presets'],
      [{ ...RANGE, type: 'weekly' }, 'type: Must be one of: custom, preset'],
    ];
    for (const [payload, msg] of cases) {
      expect(await summary(payload)).toEqual({ code: 400, msg });
    }
  });
});

describe('POST api/admin/statsSummaryTable on the fixed shop', () => {
  it('ranks boxes by openings and products by wins (ties by name)', async () => {
    const reply = await tables();
    expect(reply).toMatchObject({ code: 200, msg: 'Stats summary table', ...RANGE });
    expect(reply.topBoxByQuantity).toEqual([
      { _id: BOXES.alpha, name: 'Alpha Box', image: null, price: 10, quantity: 2, amount: 20 },
      { _id: BOXES.beta, name: 'Beta Box', image: null, price: 50, quantity: 2, amount: 100 },
    ]);
    expect(reply.topItemsUnboxed.map((row) => [row._id, row.name, row.sellPrice, row.quantity])).toEqual([
      [PRODUCTS.cap, 'Cap', 5, 2],
      [PRODUCTS.phone, 'Phone', 40, 1],
      [PRODUCTS.watch, 'Watch', 80, 1],
    ]);
  });

  it('lists the most expensive ship requests, the biggest depositors, withdrawers and openers', async () => {
    const reply = await tables();
    expect(reply.requestedItemByPrice.map((row) => [row.name, row.price, row.quantity, row.username, row.status, row.createdAt])).toEqual([
      ['Watch', 80, 1, 'alice', 'processing', '2026-03-10T15:00:00.000Z'],
      ['Cap', 5, 1, 'carol', 'shipped', '2026-03-12T10:00:00.000Z'],
      ['Cap', 5, 2, 'alice', 'cancel', '2026-03-10T15:00:00.000Z'],
    ]);
    expect(reply.depositByUser).toEqual([
      { _id: USERS.bob, username: 'bob', amount: 250.5, count: 1 },
      { _id: USERS.alice, username: 'alice', amount: 140, count: 2 },
    ]);
    expect(reply.withdrawByUser).toEqual([
      { _id: USERS.alice, username: 'alice', amount: 30, count: 1 },
      { _id: USERS.bob, username: 'bob', amount: 12.25, count: 1 },
    ]);
    expect(reply.boxOpenByUser).toEqual([
      { _id: USERS.alice, username: 'alice', count: 2, amount: 60 },
      { _id: USERS.carol, username: 'carol', count: 2, amount: 60 },
    ]);
  });
});

describe('top openers of a long range', () => {
  it('split the range into whole UTC months and the days at its ends', () => {
    expect(splitByMonths({ startDate: '2026-03-05', endDate: '2026-03-20' })).toEqual({
      months: null,
      days: [{ startDate: '2026-03-05', endDate: '2026-03-20' }],
    });
    expect(splitByMonths({ startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual({
      months: { from: '2026-03-01', until: '2026-04-01' },
      days: [],
    });
    expect(splitByMonths({ startDate: '2025-12-15', endDate: '2026-03-02' })).toEqual({
      months: { from: '2026-01-01', until: '2026-03-01' },
      days: [
        { startDate: '2025-12-15', endDate: '2025-12-31' },
        { startDate: '2026-03-01', endDate: '2026-03-02' },
      ],
    });
  });

  it('count the same openings as day by day', async () => {
    const reply = await tables({ startDate: '2025-02-15', endDate: '2026-03-12' });
    expect(reply.boxOpenByUser).toEqual([
      { _id: USERS.alice, username: 'alice', count: 4, amount: 80 },
      { _id: USERS.bob, username: 'bob', count: 2, amount: 60 },
      { _id: USERS.carol, username: 'carol', count: 2, amount: 60 },
    ]);
  });
});

describe('GET api/admin/calculateNetProfitFromPlateform', () => {
  it('gives the net profit of the last 12 UTC months and of all time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T12:00:00Z'));
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/calculateNetProfitFromPlateform', headers: bearer(superToken) });
    const reply = res.json();
    expect(reply.categories).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(reply.data).toEqual([7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 45]);
    expect(reply).toMatchObject({ code: 200, msg: 'Net profit by month', totalProfit: 42 });
  });
});

describe('access to the stats calls', () => {
  const calls = [
    { method: 'POST' as const, url: '/api/admin/statsSummary', payload: RANGE },
    { method: 'POST' as const, url: '/api/admin/statsSummaryTable', payload: RANGE },
    { method: 'GET' as const, url: '/api/admin/calculateNetProfitFromPlateform' },
  ];

  it('refuses a member without readDashboard, and a call without a token', async () => {
    const token = await server.loginAs('category@example.test', 'Member@12345');
    for (const call of calls) {
      const denied = await server.app.inject({ ...call, headers: bearer(token) });
      expect([denied.statusCode, envelope(denied)]).toEqual([403, { code: 403, msg: 'You do not have permission to access this' }]);
      const anonymous = await server.app.inject(call);
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('lets a member with readDashboard read the figures, and logs nothing', async () => {
    const token = await server.loginAs('viewer@example.test', 'Member@12345');
    for (const call of calls) {
      const res = await server.app.inject({ ...call, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
    }
    const logged = await server.db.selectFrom('activity_logs').select('module').where('module', '!=', 'Auth').execute();
    expect(logged).toEqual([]);
  });
});
