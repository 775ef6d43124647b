/**
 * Rows in PostgreSQL's binary COPY format (https://www.postgresql.org/docs/current/sql-copy.html,
 * "Binary Format"), written straight into one growing byte buffer: the large seed's bulk batches
 * (./bulk.ts). The database then reads each field as it is stored instead of parsing text, which
 * is faster than CSV.
 *
 * Values are given as the unnest inserts take them: numbers or their decimal text for numeric and
 * the integers, ISO 8601 text (or milliseconds since the epoch) for timestamptz, 'YYYY-MM-DD' (or
 * 'infinity', '-infinity') for date, JSON text for jsonb; null is NULL. A value the format cannot
 * carry exactly (a fraction given to an integer column, a time that does not parse) throws, so a bad
 * row fails the load instead of being stored as something else.
 */
import type { Cell, PgArrayType } from './bulk.js';
import { DAY_MS } from './random.js';

/**
 * The file's signature ("PGCOPY\n\xff\r\n\0"), then flags and header-extension length (both 0).
 * Plain bytes: the fake shop's bundle (src/dataProvider/fake) imports the seed's modules in the
 * browser, where there is no Buffer to make them with when this module loads.
 */
const HEADER = new Uint8Array([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]);

/** PostgreSQL's epoch (2000-01-01 UTC) in Unix milliseconds. */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_32 = 4_294_967_296;

const NUMERIC_POSITIVE = 0x0000;
const NUMERIC_NEGATIVE = 0x4000;

const ZERO = 48;
const NINE = 57;
const DOT = 46;
const MINUS = 45;
const PLUS = 43;

/**
 * A numeric value's binary form (without its length): digit count, weight, sign, display scale, then
 * base-10,000 digits. The display scale is the number of decimals given, as the text input keeps it.
 * Read character by character: the seed's roll-ups write a million sums.
 */
export function numericBinary(value: string | number): Buffer {
  const text = typeof value === 'number' ? String(value) : value.trim();
  let at = 0;
  const negative = text.charCodeAt(0) === MINUS;
  if (negative || text.charCodeAt(0) === PLUS) at = 1;
  while (at < text.length - 1 && text.charCodeAt(at) === ZERO && text.charCodeAt(at + 1) !== DOT) at += 1;
  const intStart = at;
  while (at < text.length && text.charCodeAt(at) >= ZERO && text.charCodeAt(at) <= NINE) at += 1;
  const intEnd = at;
  let fracStart = at;
  if (text.charCodeAt(at) === DOT) {
    at += 1;
    fracStart = at;
    while (at < text.length && text.charCodeAt(at) >= ZERO && text.charCodeAt(at) <= NINE) at += 1;
  }
  const fracDigits = at - fracStart;
  if (at !== text.length || intEnd - intStart + fracDigits === 0) throw new Error(`Not a decimal number for a numeric column: ${text}`);
  // groups of four digits aligned on the decimal point: the whole part's from the right, the fraction's from the left
  const intDigits = text.charCodeAt(intStart) === ZERO ? 0 : intEnd - intStart; // a lone 0 has no group
  const intGroups = Math.ceil(intDigits / 4);
  const groups = new Array<number>(intGroups + Math.ceil(fracDigits / 4)).fill(0);
  const pad = intGroups * 4 - intDigits;
  for (let j = 0; j < intDigits; j += 1) {
    const g = (j + pad) >> 2;
    groups[g] = groups[g] * 10 + text.charCodeAt(intStart + j) - ZERO;
  }
  for (let j = 0; j < fracDigits; j += 1) {
    const g = intGroups + (j >> 2);
    groups[g] = groups[g] * 10 + text.charCodeAt(fracStart + j) - ZERO;
  }
  if (fracDigits % 4) groups[groups.length - 1] *= 10 ** (4 - (fracDigits % 4));
  let first = 0;
  while (first < groups.length && groups[first] === 0) first += 1;
  let last = groups.length;
  while (last > first && groups[last - 1] === 0) last -= 1;
  const count = last - first;
  const out = Buffer.allocUnsafe(8 + 2 * count);
  out.writeInt16BE(count, 0);
  out.writeInt16BE(count === 0 ? 0 : intGroups - 1 - first, 2);
  out.writeUInt16BE(count > 0 && negative ? NUMERIC_NEGATIVE : NUMERIC_POSITIVE, 4);
  out.writeInt16BE(fracDigits, 6);
  for (let i = 0; i < count; i += 1) out.writeInt16BE(groups[first + i], 8 + 2 * i);
  return out;
}

function wholeNumber(value: Cell, type: PgArrayType): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`Not a whole number for a ${type} column: ${String(value)}`);
  return n;
}

function epochMs(value: Cell): number {
  const ms = typeof value === 'number' ? value : Date.parse(String(value));
  if (!Number.isFinite(ms)) throw new Error(`Not a time for a timestamptz column: ${String(value)}`);
  return ms;
}

/** PostgreSQL's date infinities, as the binary format carries them. */
const DATE_INFINITY: Record<string, number> = { infinity: 2_147_483_647, '-infinity': -2_147_483_648 };

function dayNumber(value: Cell): number {
  const infinite = typeof value === 'string' ? DATE_INFINITY[value] : undefined;
  if (infinite !== undefined) return infinite;
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) throw new Error(`Not a YYYY-MM-DD date for a date column: ${String(value)}`);
  return (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - PG_EPOCH_MS) / DAY_MS;
}

/** Rows for one table's columns, of the given types, in the binary COPY format. */
export class BinaryRows {
  private bytes = Buffer.allocUnsafe(1 << 20);
  private at = 0;
  /** numeric values repeat (prices): each one's encoding is made once */
  private readonly numerics = new Map<string | number, Buffer>();
  /** and dates (a year has few) */
  private readonly days = new Map<Cell, number>();
  rows = 0;

  constructor(private readonly types: readonly PgArrayType[]) {}

  private room(bytes: number): void {
    if (this.at + bytes <= this.bytes.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.at + bytes));
    this.bytes.copy(bigger, 0, 0, this.at);
    this.bytes = bigger;
  }

  private int32(n: number): void {
    this.room(4);
    this.at = this.bytes.writeInt32BE(n, this.at);
  }

  /** A field's length and a 64-bit integer. */
  private int64Field(n: number): void {
    this.room(12);
    const high = Math.floor(n / TWO_32);
    this.at = this.bytes.writeInt32BE(8, this.at);
    this.at = this.bytes.writeInt32BE(high, this.at);
    this.at = this.bytes.writeUInt32BE(n - high * TWO_32, this.at);
  }

  /** A field's length and its UTF-8 text, after `prefix` bytes (jsonb's version). */
  private textField(text: string, prefix?: number): void {
    const extra = prefix === undefined ? 0 : 1;
    this.room(4 + extra + text.length * 3); // UTF-8 bytes of a UTF-16 code unit
    const start = this.at;
    this.at += 4;
    if (prefix !== undefined) this.at = this.bytes.writeUInt8(prefix, this.at);
    this.at += this.bytes.write(text, this.at);
    this.bytes.writeInt32BE(this.at - start - 4, start);
  }

  private numericField(value: string | number): void {
    let encoded = this.numerics.get(value);
    if (!encoded) {
      encoded = numericBinary(value);
      if (this.numerics.size >= 100_000) this.numerics.clear();
      this.numerics.set(value, encoded);
    }
    this.room(4 + encoded.length);
    this.at = this.bytes.writeInt32BE(encoded.length, this.at);
    this.at += encoded.copy(this.bytes, this.at);
  }

  /** Appends one row: one value per column, in the columns' order. */
  row(values: readonly Cell[]): void {
    if (this.rows === 0) {
      this.room(HEADER.length);
      this.bytes.set(HEADER, this.at);
      this.at += HEADER.length;
    }
    this.room(2);
    this.at = this.bytes.writeInt16BE(values.length, this.at);
    for (let i = 0; i < values.length; i += 1) {
      const value = values[i];
      if (value === null) {
        this.int32(-1);
        continue;
      }
      const type = this.types[i];
      switch (type) {
        case 'text':
          this.textField(String(value));
          break;
        case 'jsonb':
          this.textField(String(value), 1);
          break;
        case 'boolean':
          this.int32(1);
          this.room(1);
          this.at = this.bytes.writeUInt8(value === true || value === 't' || value === 'true' ? 1 : 0, this.at);
          break;
        case 'integer':
          this.int32(4);
          this.int32(wholeNumber(value, type));
          break;
        case 'bigint':
          this.int64Field(wholeNumber(value, type));
          break;
        case 'numeric':
          this.numericField(typeof value === 'boolean' ? Number(value) : value);
          break;
        case 'date': {
          let day = this.days.get(value);
          if (day === undefined) {
            day = dayNumber(value);
            this.days.set(value, day);
          }
          this.int32(4);
          this.int32(day);
          break;
        }
        case 'timestamptz':
          this.int64Field((epochMs(value) - PG_EPOCH_MS) * 1000);
          break;
      }
    }
    this.rows += 1;
  }

  /** The rows so far with the format's trailer (the buffer is handed over), and a fresh start. */
  take(): Uint8Array<ArrayBuffer> {
    this.room(2);
    this.at = this.bytes.writeInt16BE(-1, this.at);
    const out = new Uint8Array(this.bytes.buffer as ArrayBuffer, this.bytes.byteOffset, this.at);
    this.bytes = Buffer.allocUnsafe(this.bytes.length);
    this.at = 0;
    this.rows = 0;
    return out;
  }
}
