/**
 * Contract: the dashboard's stats calls through the dataProvider on both adapters: figures that are
 * numbers (numeric and bigint parsed as the server's type parsers do), a bad range's 400 naming the
 * field, and the permission's 403.
 */
import { describe, expect } from 'vitest';
import { MAX_RANGE_DAYS, addDays, presetRange, todayUtc, type DashboardRange, type DateRangePreset } from '../../../src/domain/dateRange';
import { DEMO_TEAM } from '../../../server/db/seed/team';
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

/** Two years back to today: every seeded row (the seed spans the last year). */
const WHOLE_SHOP = () => custom(addDays(TODAY, -730), TODAY);

describe('statsSummary', () => {
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
