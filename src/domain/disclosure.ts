/**
 * The odds disclosure (issue 63): a box's versions with their effective dates, each item with its
 * probability, and the draw records of a range, as a document (JSON) or as CSV rows. The columns are
 * catalogue keys, translated by the caller; text cells are escaped so a spreadsheet never reads them
 * as formulas (escapeFormula); CSV follows RFC 4180 (CRLF, quotes doubled), with a UTF-8 byte order
 * mark so a spreadsheet reads "€" and accents right.
 */
import type { MessageKey } from '../i18n/messages';
import { escapeFormula } from './orderExport';
import type { OddsVersionItem } from './oddsVersions';
import type { DisclosedVersion, DrawsDisclosure, OddsDisclosure } from './types/rtp';

/** The most days of draws one export holds: the 90 days of draw records China's rule asks to keep. */
export const DRAWS_MAX_DAYS = 90;

/** A version as saved: its number, when it was saved, its price, RTP and items. */
export interface SavedVersion {
  version: number;
  createdAt: string;
  price: number;
  rtp: number;
  items: readonly OddsVersionItem[];
}

/** The versions, oldest first, each in force from its save until the next one's. */
export function disclosedVersions(versions: readonly SavedVersion[]): DisclosedVersion[] {
  const ordered = [...versions].sort((a, b) => a.version - b.version);
  return ordered.map((v, i) => ({
    version: v.version,
    effectiveFrom: v.createdAt,
    effectiveTo: ordered[i + 1]?.createdAt ?? null,
    price: Number(v.price),
    rtp: Number(v.rtp),
    items: v.items.map((item) => ({
      productId: item.productId,
      name: item.name,
      probability: Number(item.chance),
      rangeFrom: item.rangeFrom,
      rangeTo: item.rangeTo,
      value: Number(item.sellPrice),
    })),
  }));
}

/** The versions of `versions` in force at some moment of [from, to] (ISO times), oldest first. */
export function versionsInForce<V extends { createdAt: string; version: number }>(versions: readonly V[], from: string, to: string): V[] {
  const ordered = [...versions].sort((a, b) => a.version - b.version);
  return ordered.filter((v, i) => v.createdAt <= to && (ordered[i + 1] === undefined || ordered[i + 1].createdAt > from));
}

export type CsvCell = string | number | null;

export const ODDS_COLUMNS: readonly MessageKey[] = [
  'rtp.disclosure.columns.box',
  'rtp.disclosure.columns.version',
  'rtp.disclosure.columns.effectiveFrom',
  'rtp.disclosure.columns.effectiveTo',
  'rtp.disclosure.columns.boxPrice',
  'rtp.disclosure.columns.rtp',
  'rtp.disclosure.columns.item',
  'rtp.disclosure.columns.productId',
  'rtp.disclosure.columns.probability',
  'rtp.disclosure.columns.rangeFrom',
  'rtp.disclosure.columns.rangeTo',
  'rtp.disclosure.columns.value',
];

/** One row per item of each version, under ODDS_COLUMNS. */
export function oddsRows(doc: OddsDisclosure): CsvCell[][] {
  return doc.versions.flatMap((v) =>
    v.items.map((item) => [
      doc.box.name,
      v.version,
      v.effectiveFrom,
      v.effectiveTo,
      v.price,
      v.rtp,
      item.name,
      item.productId,
      item.probability,
      item.rangeFrom,
      item.rangeTo,
      item.value,
    ]),
  );
}

export const DRAW_COLUMNS: readonly MessageKey[] = [
  'rtp.disclosure.columns.time',
  'rtp.disclosure.columns.item',
  'rtp.disclosure.columns.productId',
  'rtp.disclosure.columns.version',
];

/** One row per draw, under DRAW_COLUMNS. */
export function drawRows(doc: DrawsDisclosure): CsvCell[][] {
  return doc.draws.map((d) => [d.time, d.item, d.productId, d.version]);
}

function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = escapeFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text: a header row, then the rows. */
export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A file name part from a box name: letters and digits, the rest as single dashes. */
export function fileSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'box'
  );
}
