/**
 * The fake shop's memory: one array of rows per table of the reference server's schema
 * (server/db/schema.ts), filled by the same seed code the server runs (server/db/seed, through the
 * SeedSink interface), with the columns' defaults of the migrations. Rows are kept as the database
 * returns them (Dates, numbers, arrays); replies go out as JSON, exactly as over HTTP.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { SeedSink } from '../../../server/db/seed/sink';
import { DATA_TABLES, type DataTable } from '../../../server/db/tables';

/** The tables the fake keeps (the dashboard's roll-ups are computed from the rows instead). */
export type FakeTable = DataTable;
const TABLES = DATA_TABLES;
export type FakeRow<T extends FakeTable> = Selectable<Database[T]>;
export type FakeTables = { [T in FakeTable]: Array<FakeRow<T>> };

/** The defaults of the migrations (server/db/migrations), besides ids, timestamps and NULL. */
const DEFAULTS: { [T in FakeTable]?: Partial<FakeRow<T>> } = {
  admins: { role: [], isBlock: false, tokenVersion: 0 },
  admin_settings: { boxProfit: 0, requireMfa: false, fourEyesThreshold: 1000 },
  users: { userType: 'user', isBlock: false, walletBalance: 0 },
  categories: { description: '', dontShowInStore: false },
  brands: { description: '' },
  partners: { lastname: '' },
  products: {
    price: 0,
    totalProduct: 0,
    categoryId: [],
    description: '',
    image: [],
    color: [],
    size: [],
    capacity: [],
    productNature: 'Physical',
    visibility: true,
    quickSell: true,
    enableProduct: true,
    checkTrack: false,
    trackQuantity: 0,
    gameId: 730,
  },
  boxes: { itemsCount: 0, description: '', category: [], hideBox: false, enableBox: true, boxProfit: 0 },
  box_openings: { resold: false },
  withdrawals: { status: 'pending' },
  order_lines: { status: 'processing' },
  social_proofs: { name: '' },
  return_requests: { status: 'pending', reason: '', message: '' },
};

const TIMESTAMPS = ['createdAt', 'updatedAt', 'joined_at', 'loginAt'] as const;

/** A 24-hex id like the server's (random, as the database's default is). */
export function newId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function asDate(value: unknown): unknown {
  return typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? new Date(value) : value;
}

export class FakeDb implements SeedSink {
  readonly tables: FakeTables;
  private nextOpeningId = 1;

  constructor(private readonly now: () => Date = () => new Date()) {
    this.tables = Object.fromEntries(TABLES.map((table) => [table, []])) as unknown as FakeTables;
  }

  /** A row with its defaults filled in, as the database would store it. */
  complete<T extends FakeTable>(table: T, row: Partial<FakeRow<T>> | Insertable<Database[T]>): FakeRow<T> {
    const full: Record<string, unknown> = { ...(DEFAULTS[table] ?? {}) };
    for (const [key, value] of Object.entries(row)) if (value !== undefined) full[key] = asDate(value);
    if (table === 'box_openings') full.id ??= this.nextOpeningId++;
    else if (table === 'admin_settings') full.id ??= 1;
    else full.id ??= newId();
    for (const column of TIMESTAMPS) if (column in full || this.hasTimestamp(table, column)) full[column] ??= this.now();
    return full as FakeRow<T>;
  }

  private hasTimestamp(table: FakeTable, column: (typeof TIMESTAMPS)[number]): boolean {
    if (column === 'joined_at') return table === 'users';
    if (column === 'loginAt') return table === 'login_history';
    if (column === 'updatedAt') return UPDATED_AT.has(table);
    return table !== 'users' && table !== 'login_history' && table !== 'admin_settings' && table !== 'box_products';
  }

  /** Adds rows (defaults filled) and returns them as stored. */
  add<T extends FakeTable>(table: T, rows: ReadonlyArray<Partial<FakeRow<T>> | Insertable<Database[T]>>): Array<FakeRow<T>> {
    const stored = rows.map((row) => this.complete(table, row));
    (this.tables[table] as Array<FakeRow<T>>).push(...stored);
    return stored;
  }

  rows<T extends FakeTable>(table: T): Array<FakeRow<T>> {
    return this.tables[table];
  }

  /** Keeps only the rows `keep` says yes to; returns the removed ones. */
  remove<T extends FakeTable>(table: T, drop: (row: FakeRow<T>) => boolean): Array<FakeRow<T>> {
    const rows = this.tables[table] as Array<FakeRow<T>>;
    const removed = rows.filter(drop);
    if (removed.length > 0) (this.tables as Record<FakeTable, unknown[]>)[table] = rows.filter((row) => !drop(row));
    return removed;
  }

  // SeedSink: the seed writes through these
  async insert<T extends keyof Database & string>(table: T, rows: ReadonlyArray<Insertable<Database[T]>>): Promise<void> {
    if (!(TABLES as readonly string[]).includes(table)) return;
    this.add(table as FakeTable, rows as ReadonlyArray<Insertable<Database[FakeTable]>>);
  }

  async insertOpenings(rows: ReadonlyArray<Insertable<Database['box_openings']>>): Promise<number[]> {
    return this.add('box_openings', rows).map((row) => row.id);
  }
}

const UPDATED_AT = new Set<FakeTable>([
  'admins',
  'admin_settings',
  'users',
  'products',
  'boxes',
  'deposits',
  'orders',
  'order_lines',
  'shipping_methods',
  'social_proofs',
  'return_requests',
]);
