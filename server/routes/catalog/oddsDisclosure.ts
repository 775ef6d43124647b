/**
 * The disclosure export of a box (issue 63): its odds (every version with its effective dates, the
 * box price, each item with its probability) or the draw records of a range of UTC days (time, item,
 * version; the last 90 days unless asked, at most 90), as CSV or JSON (src/domain/disclosure.ts).
 * A POST because exporting is logged: the activity log names the box, the part and the format.
 * Access: the box list's.
 */
import { route } from '../../route';
import { ApiError, idParams, t } from '../../http';
import { statsRange } from '../dashboard/request';
import { dayEndIso, dayStartIso, presetRange, rangeDays, todayUtc, type DateRange } from '../../../src/domain/dateRange';
import {
  DRAW_COLUMNS,
  DRAWS_MAX_DAYS,
  disclosedVersions,
  drawRows,
  fileSlug,
  ODDS_COLUMNS,
  oddsRows,
  toCsv,
  type CsvCell,
} from '../../../src/domain/disclosure';
import type { DrawRecord, DrawsDisclosure, OddsDisclosure } from '../../../src/domain/types/rtp';
import { exportBody, exportReply } from './schemas/rtp';
import { versionedBox, type VersionRow } from './oddsVersionStore';
import { BOX_READ } from './oddsVersions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export { DRAWS_MAX_DAYS };

/** The draws of a box over the range, oldest first, with the item's name in its version. */
async function drawsOf(db: Kysely<Database>, boxId: string, range: DateRange, versions: readonly VersionRow[]): Promise<DrawRecord[]> {
  const rows = await db
    .selectFrom('box_openings')
    .leftJoin('products', 'products.id', 'box_openings.productId')
    .select(['box_openings.createdAt', 'box_openings.productId', 'box_openings.oddsVersionId', 'products.name'])
    .where('box_openings.boxId', '=', boxId)
    .where('box_openings.createdAt', '>=', new Date(dayStartIso(range.startDate)))
    .where('box_openings.createdAt', '<=', new Date(dayEndIso(range.endDate)))
    .orderBy('box_openings.createdAt')
    .orderBy('box_openings.id')
    .execute();
  const byId = new Map(versions.map((v) => [v.id, { version: v.version, names: new Map(v.items.map((i) => [i.productId, i.name])) }]));
  return rows.map((row) => {
    const version = byId.get(row.oddsVersionId);
    return {
      time: row.createdAt.toISOString(),
      productId: row.productId,
      item: version?.names.get(row.productId) ?? row.name ?? '',
      version: version?.version ?? 0,
    };
  });
}

/** What an export holds: the document (JSON), its rows and columns (CSV), the dates in the file name, the range of draws. */
interface Export {
  document: object;
  rows: CsvCell[][];
  columns: readonly string[];
  dates: string;
  range: DateRange | null;
}

type Header = Pick<OddsDisclosure, 'box' | 'generatedAt'>;

function oddsExport(header: Header, versions: readonly VersionRow[]): Export {
  const doc: OddsDisclosure = {
    ...header,
    versions: disclosedVersions(versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() }))),
  };
  return { document: doc, rows: oddsRows(doc), columns: ODDS_COLUMNS.map((key) => t(key)), dates: todayUtc(), range: null };
}

async function drawsExport(db: Kysely<Database>, header: Header, versions: readonly VersionRow[], range: DateRange): Promise<Export> {
  if (rangeDays(range) > DRAWS_MAX_DAYS) throw new ApiError(400, `endDate: ${t('rtp.server.drawsRangeTooLong', { days: DRAWS_MAX_DAYS })}`);
  const draws = await drawsOf(db, header.box._id, range, versions);
  const doc: DrawsDisclosure = { ...header, startDate: range.startDate, endDate: range.endDate, timeZone: 'UTC', draws };
  return {
    document: doc,
    rows: drawRows(doc),
    columns: DRAW_COLUMNS.map((key) => t(key)),
    dates: `${range.startDate}-to-${range.endDate}`,
    range,
  };
}

export const routes = [
  route({
    method: 'POST',
    url: '/exportBoxOdds/:id',
    access: BOX_READ,
    schema: { params: idParams, body: exportBody, response: { 200: exportReply } },
    activity: {
      module: 'Box',
      action: 'export',
      describe: (call, r) => {
        const { name } = r.box as { name: string };
        const format = call.body.format.toUpperCase();
        if (call.body.part === 'odds') return t('rtp.activity.exportedOdds', { name, format });
        return t('rtp.activity.exportedDraws', {
          name,
          format,
          count: Number(r.rows),
          startDate: String(r.startDate),
          endDate: String(r.endDate),
        });
      },
    },
    handler: async (call) => {
      const { part, format } = call.body;
      const { box, versions } = await versionedBox(call.db, call.params.id);
      const current = box.deleted ? null : await call.db.selectFrom('boxes').select('price').where('id', '=', box._id).executeTakeFirst();
      const header = { box: { ...box, price: current?.price ?? null }, generatedAt: new Date().toISOString() };
      const asked = call.body.startDate !== undefined || call.body.endDate !== undefined || call.body.summaryDate !== undefined;
      const made =
        part === 'odds'
          ? oddsExport(header, versions)
          : await drawsExport(call.db, header, versions, asked ? statsRange(call.body) : presetRange('last90day', todayUtc()));
      return {
        msg: t('rtp.server.exported'),
        box: header.box,
        startDate: made.range?.startDate ?? null,
        endDate: made.range?.endDate ?? null,
        fileName: `${part}-${fileSlug(box.name)}-${made.dates}.${format}`,
        contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json',
        content: format === 'csv' ? toCsv(made.columns, made.rows) : JSON.stringify(made.document, null, 2),
        rows: part === 'odds' ? versions.length : made.rows.length,
      };
    },
  }),
];
