/**
 * The disclosure export (issue 63): a box's odds (every version with its effective dates, price and
 * items with their probabilities) and its draw records of a range, as CSV and JSON, logged.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, makeTestServer, type TestServer } from './helpers';
import { api, lastActivity } from './catalogHelpers';
import { addDays, todayUtc } from '../../src/domain/dateRange';
import type { DrawsDisclosure, OddsDisclosure } from '../../src/domain/types/rtp';

let server: TestServer;
let call: ReturnType<typeof api>;
let readerToken: string;
let productReaderToken: string;
/** a seeded box with more than one version */
let box: { id: string; name: string; versions: number };

/** RFC 4180 rows (quoted cells with doubled quotes, CRLF), after the byte order mark. */
function readCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += c;
    }
  }
  return rows;
}

function exportOf(payload: Record<string, string>, token?: string) {
  return call.json('POST', `/api/admin/exportBoxOdds/${box.id}`, payload, token);
}

beforeAll(async () => {
  server = await makeTestServer();
  call = api(server, await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password));
  await server.createAdmin({ email: 'discloser@example.com', role: ['readBox'] });
  readerToken = await server.loginAs('discloser@example.com', 'Member@12345');
  await server.createAdmin({ email: 'nodisclosure@example.com', role: ['readProduct'] });
  productReaderToken = await server.loginAs('nodisclosure@example.com', 'Member@12345');
  const { rows } = await sql<{ id: string; name: string; versions: number }>`
    select b.id, b.name, count(*)::int as versions from boxes b join box_odds_versions v on v."boxId" = b.id
    group by b.id, b.name having count(*) > 1 order by count(*) desc, b.id limit 1`.execute(server.db);
  box = rows[0];
});
afterAll(async () => {
  await server.close();
});

describe('disclosure export', () => {
  it('the odds as JSON: every version with its effective dates, price and items whose probabilities make 100 %', async () => {
    const body = await exportOf({ part: 'odds', format: 'json' }, readerToken);
    expect(body).toMatchObject({ code: 200, contentType: 'application/json', rows: box.versions });
    expect(body.fileName).toMatch(/^odds-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.json$/);
    const doc = JSON.parse(String(body.content)) as OddsDisclosure;
    expect(doc.box).toMatchObject({ _id: box.id, name: box.name });
    expect(doc.versions.map((v) => v.version)).toEqual(Array.from({ length: box.versions }, (_, i) => i + 1));
    doc.versions.forEach((v, i) => {
      expect(v.effectiveTo).toBe(doc.versions[i + 1]?.effectiveFrom ?? null);
      expect(Math.round(v.items.reduce((sum, item) => sum + item.probability, 0) * 10_000)).toBe(1_000_000);
      expect(v.items[0].rangeFrom).toBe(1);
      expect(v.items[v.items.length - 1].rangeTo).toBe(1_000_000);
    });
    const current = await server.db.selectFrom('boxes').select('price').where('id', '=', box.id).executeTakeFirstOrThrow();
    expect(doc.box.price).toBe(current.price);
    expect(doc.versions[doc.versions.length - 1].price).toBe(current.price);
    expect(await lastActivity(server)).toMatchObject({
      module: 'Box',
      action: 'export',
      description: `Exported the odds disclosure of box ${box.name} (JSON)`,
    });
  });

  it('the odds as CSV: a header, then one row per item of each version', async () => {
    const body = await exportOf({ part: 'odds', format: 'csv' });
    expect(body).toMatchObject({ code: 200, contentType: 'text/csv; charset=utf-8' });
    const [header, ...rows] = readCsv(String(body.content));
    expect(header).toEqual([
      'Box',
      'Version',
      'Effective from (UTC)',
      'Effective to (UTC)',
      'Box price',
      'RTP (%)',
      'Item',
      'Product ID',
      'Probability (%)',
      'Range from',
      'Range to',
      'Item value',
    ]);
    const versions = await server.db
      .selectFrom('box_odds_versions')
      .select(['version', 'items'])
      .where('boxId', '=', box.id)
      .orderBy('version')
      .execute();
    expect(rows.map((r) => [Number(r[1]), r[7], Number(r[8])])).toEqual(
      versions.flatMap((v) => v.items.map((item) => [v.version, item.productId, item.chance])),
    );
    expect(rows.every((r) => r[0] === box.name)).toBe(true);
  });

  it('the draw records of a range: time, item and version of each opening, oldest first', async () => {
    const today = todayUtc();
    const start = addDays(today, -29);
    const body = await exportOf({ part: 'draws', format: 'csv', startDate: start, endDate: today }, readerToken);
    expect(body).toMatchObject({ code: 200, fileName: expect.stringMatching(new RegExp(`^draws-.*-${start}-to-${today}\\.csv$`)) });
    const [header, ...rows] = readCsv(String(body.content));
    expect(header).toEqual(['Time (UTC)', 'Item', 'Product ID', 'Version']);
    const { rows: openings } = await sql<{ createdAt: Date; productId: string; version: number }>`
      select o."createdAt", o."productId", v.version from box_openings o join box_odds_versions v on v.id = o."oddsVersionId"
      where o."boxId" = ${box.id} and o."createdAt" >= ${`${start}T00:00:00Z`}::timestamptz
        and o."createdAt" < ${`${addDays(today, 1)}T00:00:00Z`}::timestamptz
      order by o."createdAt", o.id`.execute(server.db);
    expect(openings.length).toBeGreaterThan(0);
    expect(body.rows).toBe(openings.length);
    expect(rows.map((r) => [r[0], r[2], Number(r[3])])).toEqual(openings.map((o) => [o.createdAt.toISOString(), o.productId, o.version]));
    expect(rows.every((r) => r[1].length > 0)).toBe(true);
    expect((await lastActivity(server))?.description).toBe(
      `Exported ${openings.length} draw record(s) of box ${box.name} from ${start} to ${today} (CSV)`,
    );

    const json = await exportOf({ part: 'draws', format: 'json', startDate: start, endDate: today });
    const doc = JSON.parse(String(json.content)) as DrawsDisclosure;
    expect(doc).toMatchObject({ startDate: start, endDate: today, timeZone: 'UTC' });
    expect(doc.draws).toHaveLength(openings.length);
  });

  it('the draws of the last 90 days by default, and never more than 90 days at once', async () => {
    const today = todayUtc();
    expect(await exportOf({ part: 'draws', format: 'json' })).toMatchObject({ code: 200, startDate: addDays(today, -89), endDate: today });
    expect(await exportOf({ part: 'draws', format: 'csv', startDate: addDays(today, -90), endDate: today })).toEqual({
      code: 400,
      msg: 'endDate: A draw export covers at most 90 days',
    });
  });

  it('is refused without the Box access name, and for a box that never existed', async () => {
    expect(await exportOf({ part: 'odds', format: 'csv' }, productReaderToken)).toMatchObject({ code: 403 });
    expect(await call.json('POST', '/api/admin/exportBoxOdds/000000000000000000000000', { part: 'odds', format: 'csv' })).toMatchObject({
      code: 404,
    });
    expect(await exportOf({ part: 'prices', format: 'csv' })).toMatchObject({ code: 400 });
  });
});
