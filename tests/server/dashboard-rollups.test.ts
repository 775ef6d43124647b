/**
 * The dashboard's daily roll-ups are kept by database triggers: whatever other code does to box
 * openings, deposits, withdrawals, orders, order lines and users, the figures follow, and the
 * roll-ups stay equal to a rebuild from scratch (stats_rebuild, used after the bulk seed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { migrateToLatest } from '../../server/db/migrate';
import { openTestDatabase } from './testDatabase';
import type { StatsSummaryReply } from '../../src/domain/types/dashboard';
import { BOXES, PRODUCTS, USERS, insertStatsFixture } from './dashboardFixture';
import { addDays, todayUtc } from '../../src/domain/dateRange';
import { seedDemo, seedLarge } from '../../server/db/seed/index';
import { SUPER_ADMIN, bearer, makeTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;
const RANGE = { startDate: '2026-03-10', endDate: '2026-03-12' };

beforeAll(async () => {
  server = await makeTestServer({ seed: false });
  await server.createAdmin({ email: 'boss@example.test', role: ['suUsers'] });
  token = await server.loginAs('boss@example.test', 'Member@12345');
  await insertStatsFixture(server.db);
});

afterAll(async () => {
  await server?.close();
});

async function figures(): Promise<StatsSummaryReply['summary']> {
  const res = await server.app.inject({ method: 'POST', url: '/api/admin/statsSummary', headers: bearer(token), payload: RANGE });
  return res.json<StatsSummaryReply>().summary;
}

/** Every roll-up's meaningful rows (rows whose counts went back to zero are left out). */
async function rollups(db: Kysely<Database> = server.db): Promise<Record<string, unknown[]>> {
  const queries: Record<string, string> = {
    daily: `select * from stats_daily where openings <> 0 or "depositCount" <> 0 or "withdrawCount" <> 0 or "shipRequests" <> 0 or orders <> 0 order by day`,
    boxes: 'select * from stats_box_days order by day, "boxId"',
    products: 'select * from stats_product_days order by day, "productId"',
    userDays: 'select * from stats_user_days order by "userId", day',
    userMonths: 'select * from stats_user_months order by month, "userId"',
    returns: 'select * from stats_return_days where users <> 0 order by day, "prevDay"',
    joins: 'select * from stats_user_joins order by "userId"',
    conversion: 'select * from stats_conversion where users <> 0 order by "joinedDay", "firstOpenDay"',
    // the RTP monitor's
    boxVersions: 'select * from stats_box_version_days order by "boxId", day, "oddsVersionId"',
  };
  const out: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(queries)) out[name] = (await sql.raw(query).execute(db)).rows;
  return out;
}

async function expectEqualToRebuild(): Promise<void> {
  const kept = await rollups();
  await sql`select stats_rebuild()`.execute(server.db);
  expect(kept).toEqual(await rollups());
}

describe('roll-ups kept by triggers', () => {
  it('match a rebuild after the inserts of the fixture', async () => {
    expect((await figures()).unboxed.total).toBe(4);
    await expectEqualToRebuild();
  });

  it('follow a deposit that succeeds and a withdrawal that is approved later', async () => {
    await server.db.updateTable('deposits').set({ status: 'success' }).where('orderId', '=', 'DEP4').execute();
    await server.db
      .updateTable('withdrawals')
      .set({ status: 'approved', decidedAt: new Date('2026-03-11T12:00:00Z') })
      .where('orderId', '=', 'WD4')
      .execute();
    const s = await figures();
    expect(s.deposit).toEqual({ total: 1389.5, data: [100, 1249.5, 40] });
    expect(s.bestDeposit.total).toBe(999);
    expect(s.withdraw).toEqual({ total: 57.25, data: [30, 15, 12.25] });
    await expectEqualToRebuild();
  });

  it('follow an opening that is resold later, and an opening moved to another day', async () => {
    await server.db
      .updateTable('box_openings')
      .set({ resold: true })
      .where('userId', '=', USERS.carol)
      .where('productId', '=', PRODUCTS.cap)
      .execute();
    expect((await figures()).resellPercentage).toEqual({ total: 75, data: [50, 100, 100] });
    // erin's opening of the 13th moves into the range: she becomes active and converted
    await server.db.updateTable('box_openings').set({ createdAt: '2026-03-12T06:00:00Z' }).where('userId', '=', USERS.erin).execute();
    const s = await figures();
    expect(s.activeUsers).toEqual({ total: 3, data: [1, 1, 2] });
    expect(s.conversion).toEqual({ total: 66.67, data: [0, 0, null] });
    await expectEqualToRebuild();
  });

  it('follow new openings, orders and order lines', async () => {
    await server.db
      .insertInto('box_openings')
      .values({
        userId: USERS.dave,
        boxId: BOXES.beta,
        productId: PRODUCTS.watch,
        boxPrice: 50,
        productSellPrice: 80,
        productPurchasePrice: 60,
        resold: false,
        createdAt: '2026-03-11T18:00:00Z',
      })
      .execute();
    await server.db
      .deleteFrom('order_lines')
      .where('id', '=', `l${'0'.repeat(22)}2`)
      .execute();
    const s = await figures();
    expect(s.unboxed).toEqual({ total: 6, data: [2, 2, 2] });
    expect(s.newUsers.total).toBe(3);
    expect(s.conversion.total).toBe(100);
    expect(s.shipRequests).toEqual({ total: 2, data: [1, 0, 1] });
    await expectEqualToRebuild();
  });

  it('follow the deletion of a user with everything that goes with it', async () => {
    await server.db.deleteFrom('users').where('id', '=', USERS.carol).execute();
    const s = await figures();
    expect(s.unboxed).toEqual({ total: 4, data: [2, 1, 1] });
    expect(s.activeUsers.total).toBe(3);
    expect(s.newUsers).toEqual({ total: 2, data: [0, 2, 0] });
    expect(s.shipRequests.total).toBe(1);
    await expectEqualToRebuild();
  });

  it('follow a product deleted with its openings', async () => {
    await server.db.deleteFrom('products').where('id', '=', PRODUCTS.watch).execute();
    const s = await figures();
    expect(s.unboxed).toEqual({ total: 2, data: [1, 0, 1] });
    await expectEqualToRebuild();
  });
});

describe('roll-ups after the demo seed and a bulk load', () => {
  it('give the same figures as counting the source rows directly', async () => {
    const bulk = await makeTestServer(); // demo data, inserted with the triggers on
    try {
      await seedLarge(bulk.db, {
        adminEmail: SUPER_ADMIN.email,
        adminPassword: SUPER_ADMIN.password,
        hashPassword: async (p) => p,
        users: 300,
        orders: 40,
        orderLines: 130,
        openings: 3000,
      }); // paused triggers, one rebuild
      const bulkToken = await bulk.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
      const today = todayUtc();
      for (const days of [1, 7, 90, 365]) {
        const range = { startDate: addDays(today, -(days - 1)), endDate: today };
        const res = await bulk.app.inject({ method: 'POST', url: '/api/admin/statsSummary', headers: bearer(bulkToken), payload: range });
        const s = res.json<StatsSummaryReply>().summary;
        const { rows } = await sql<Record<string, number | null>>`
          with r as (select ${range.startDate}::date as a, ${range.endDate}::date as b, ${days}::int as len),
          w as (select stats_day_start(a) as t0, stats_day_start(b + 1) as t1, stats_day_start(a - len) as p0 from r),
          active as (select distinct "userId" from box_openings, w where "createdAt" >= t0 and "createdAt" < t1),
          previous as (select distinct "userId" from box_openings, w where "createdAt" >= p0 and "createdAt" < t0),
          joined as (select id from users, w where joined_at >= t0 and joined_at < t1)
          select
            (select count(*) from box_openings, w where "createdAt" >= t0 and "createdAt" < t1) as unboxed,
            (select sum("boxPrice" - "productPurchasePrice") from box_openings, w where "createdAt" >= t0 and "createdAt" < t1) as "netProfit",
            (select count(*) from active) as "activeUsers",
            (select round(count(*) * 100.0 / nullif((select count(*) from previous), 0), 2) from previous where "userId" in (select "userId" from active)) as retention,
            (select count(*) from joined) as "newUsers",
            (select round(count(*) * 100.0 / nullif((select count(*) from joined), 0), 2) from joined
              where exists (select 1 from box_openings o, w where o."userId" = joined.id and o."createdAt" < w.t1)) as conversion,
            (select coalesce(sum(amount), 0) from deposits, w where status = 'success' and "createdAt" >= t0 and "createdAt" < t1) as deposit,
            (select coalesce(sum(swapnetoutamount), 0) from withdrawals, w where status = 'approved' and "decidedAt" >= t0 and "decidedAt" < t1) as withdraw,
            (select count(*) from order_lines, w where "createdAt" >= t0 and "createdAt" < t1) as "shipRequests"`.execute(bulk.db);
        const direct = rows[0];
        const fromRollups = Object.fromEntries(Object.keys(direct).map((key) => [key, s[key as keyof typeof s].total]));
        expect(fromRollups, `last ${days} days`).toEqual({ ...direct, netProfit: Number(direct.netProfit ?? 0) });
      }
    } finally {
      await bulk.close();
    }
  });
});

/** A small large seed. */
const LOAD = {
  adminEmail: SUPER_ADMIN.email,
  adminPassword: SUPER_ADMIN.password,
  hashPassword: async (p: string) => p,
  now: new Date('2026-03-12T15:00:00Z'),
  users: 300,
  orders: 40,
  orderLines: 130,
  openings: 3000,
};

describe('roll-ups made once after a bulk load', () => {
  // four databases loaded and compared: minutes on a busy 2-core machine
  it(
    'equal the roll-ups the triggers keep when the same rows are inserted batch by batch, computed with the rows or rebuilt',
    { timeout: 300_000 },
    async () => {
      const computed = await openTestDatabase(); // the default: written with the rows, through COPY
      const computedUnnest = await openTestDatabase(); // the same, through unnest inserts
      const rebuilt = await openTestDatabase(); // one stats_rebuild() after the load
      const followed = await openTestDatabase();
      const all = [computed, computedUnnest, rebuilt, followed];
      try {
        for (const opened of all) await migrateToLatest(opened.db);
        const logged: string[] = [];
        await seedLarge(computed.db, { ...LOAD, copyRows: computed.copyRows, log: (m) => logged.push(m) });
        expect(logged.some((m) => m.includes('dashboard roll-ups written'))).toBe(true);
        await seedLarge(computedUnnest.db, LOAD);
        await seedLarge(rebuilt.db, { ...LOAD, copyRows: rebuilt.copyRows, rollups: 'rebuild' });
        await seedLarge(followed.db, { ...LOAD, copyRows: followed.copyRows, rollups: 'triggers' });
        const expected = await rollups(followed.db);
        expect(expected.userDays.length).toBeGreaterThan(2000);
        expect(expected.returns.length).toBeGreaterThan(100);
        // the demo's 5,000 openings and the load's
        const openings = (expected.userDays as Array<{ openings: number }>).reduce((n, d) => n + d.openings, 0);
        expect(openings).toBe(5_000 + LOAD.openings);
        expect(await rollups(computed.db)).toEqual(expected);
        expect(await rollups(computedUnnest.db)).toEqual(expected);
        expect(await rollups(rebuilt.db)).toEqual(expected);
        // nothing of the rebuild's temporary table is left in the session
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_class where relname = 'stats_rebuild_openings'`.execute(
          computed.db,
        );
        expect(rows[0].n).toBe(0);
      } finally {
        for (const opened of all) await opened.close();
      }
    },
  );

  it("are the demo's own when the load after the demo fails (the demo is written without their triggers)", async () => {
    const failed = await openTestDatabase();
    const demo = await openTestDatabase();
    try {
      for (const opened of [failed, demo]) await migrateToLatest(opened.db);
      const full = async () => {
        throw new Error('No space left on device');
      };
      await expect(seedLarge(failed.db, { ...LOAD, copyRows: full })).rejects.toThrow('No space left on device');
      await seedDemo(demo.db, LOAD);
      const expected = await rollups(demo.db);
      expect(expected.userDays.length).toBeGreaterThan(100);
      expect(await rollups(failed.db)).toEqual(expected);
    } finally {
      for (const opened of [failed, demo]) await opened.close();
    }
  });
});
