import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/connect.js';
import { acquireDirectoryLock, DatabaseLockedError } from '../../server/db/dirLock.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import type { Database } from '../../server/db/schema.js';
import { DEMO_TEAM, seedDemo, seedLarge } from '../../server/db/seed/index.js';
import { openToOthers } from './fileModes.js';

/**
 * Every table of server/db/schema.ts; the type makes an unknown name a compile error. A table a later
 * migration declares beside itself (an entity added after the spec) is read by its own routes' tests.
 */
const TABLES: Partial<Record<keyof Database, true>> = {
  admins: true,
  admin_settings: true,
  admin_sessions: true,
  admin_totp: true,
  admin_recovery_codes: true,
  admin_passkeys: true,
  webauthn_challenges: true,
  users: true,
  login_history: true,
  categories: true,
  brands: true,
  partners: true,
  rarities: true,
  products: true,
  boxes: true,
  box_products: true,
  box_odds_versions: true,
  box_openings: true,
  transactions: true,
  deposits: true,
  withdrawals: true,
  wallet_ledger: true,
  orders: true,
  order_lines: true,
  inventory: true,
  shipping_methods: true,
  feedback: true,
  social_proofs: true,
  return_requests: true,
  activity_logs: true,
  // dashboard roll-ups
  stats_daily: true,
  stats_box_days: true,
  stats_product_days: true,
  stats_user_days: true,
  stats_user_months: true,
  stats_return_days: true,
  stats_user_joins: true,
  stats_conversion: true,
  // the RTP monitor's roll-up
  stats_box_version_days: true,
  // whole-list reply versions
  table_versions: true,
  // the replies of creates sent with an Idempotency-Key
  idempotency_keys: true,
  // sign-in limits shared by several instances
  sign_in_failures: true,
  rate_limit_hits: true,
};

const seedOptions = {
  adminEmail: 'Admin@Example.com',
  adminPassword: 'Admin@12345',
  // hashing is not what these tests are about: keep them fast
  hashPassword: async (p: string) => `plain:${p}`,
  now: new Date('2025-06-15T12:00:00Z'),
};

async function freshDatabase(): Promise<OpenedDatabase> {
  const opened = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(opened.db);
  return opened;
}

async function oddsOf(opened: OpenedDatabase) {
  return opened.db
    .selectFrom('box_products')
    .innerJoin('boxes', 'boxes.id', 'box_products.boxId')
    .innerJoin('products', 'products.id', 'box_products.productId')
    .select(['boxes.name as box', 'products.name as product', 'box_products.chance', 'box_products.rangeFrom', 'box_products.rangeTo'])
    .orderBy('boxes.name')
    .orderBy('box_products.rangeFrom')
    .execute();
}

describe('database', () => {
  let seeded: OpenedDatabase;

  beforeAll(async () => {
    seeded = await freshDatabase();
    expect(await seedDemo(seeded.db, seedOptions)).toEqual({ seeded: true });
  });

  afterAll(async () => {
    await seeded?.close();
  });

  it('migrations create every table of the schema', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public'`.execute(seeded.db);
    const present = new Set(rows.map((r) => r.table_name));
    for (const table of Object.keys(TABLES)) expect(present, table).toContain(table);
  });

  it('migrations insert the settings row with a box profit of 10', async () => {
    const fresh = await freshDatabase();
    try {
      expect(await fresh.db.selectFrom('admin_settings').select(['id', 'boxProfit']).execute()).toEqual([{ id: 1, boxProfit: 10 }]);
    } finally {
      await fresh.close();
    }
  });

  it('the demo seed is deterministic: same products, boxes and odds on two fresh databases', async () => {
    const other = await freshDatabase();
    try {
      await seedDemo(other.db, seedOptions);
      const products = (o: OpenedDatabase) => o.db.selectFrom('products').select(['id', 'name', 'sellPrice']).orderBy('id').execute();
      const users = (o: OpenedDatabase) => o.db.selectFrom('users').select(['id', 'username']).orderBy('id').execute();
      expect(await products(other)).toEqual(await products(seeded));
      expect(await users(other)).toEqual(await users(seeded));
      expect(await oddsOf(other)).toEqual(await oddsOf(seeded));
    } finally {
      await other.close();
    }
  });

  it("every box's chances add up to exactly 100 and its ranges cover 1..1,000,000 without gaps", async () => {
    const { rows } = await sql<{ boxId: string; total: string; items: number }>`
      select "boxId", sum(chance)::text as total, count(*)::int as items from box_products group by "boxId"`.execute(seeded.db);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const row of rows) {
      expect(row.total).toBe('100.0000');
      expect(row.items).toBeGreaterThanOrEqual(4);
      expect(row.items).toBeLessThanOrEqual(8);
    }
    const odds = await oddsOf(seeded);
    const byBox = new Map<string, typeof odds>();
    for (const o of odds) byBox.set(o.box, [...(byBox.get(o.box) ?? []), o]);
    for (const items of byBox.values()) {
      expect(items[0].rangeFrom).toBe(1);
      expect(items[items.length - 1].rangeTo).toBe(1_000_000);
      items.forEach((item, i) => {
        expect(item.rangeTo - item.rangeFrom + 1).toBe(Math.round(item.chance * 10_000));
        if (i > 0) expect(item.rangeFrom).toBe(items[i - 1].rangeTo + 1);
      });
    }
  });

  it('seeds the super admin (lowercased email) and the demo team', async () => {
    const admins = await seeded.db.selectFrom('admins').select(['email', 'role', 'isBlock', 'passwordHash']).orderBy('email').execute();
    expect(admins.map((a) => a.email).sort()).toEqual(['admin@example.com', ...DEMO_TEAM.map((m) => m.email)].sort());
    const superAdmin = admins.find((a) => a.email === 'admin@example.com');
    expect(superAdmin?.role).toEqual(['suUsers']);
    expect(superAdmin?.passwordHash).toBe('plain:Admin@12345');
    expect(admins.find((a) => a.email === 'blocked@example.com')?.isBlock).toBe(true);
  });

  it('the demo seed does nothing on a database that already has admins', async () => {
    const before = await seeded.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await seedDemo(seeded.db, { ...seedOptions, adminEmail: 'other@example.com' })).toEqual({ seeded: false });
    const after = await seeded.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await seeded.db.selectFrom('admins').where('email', '=', 'other@example.com').selectAll().execute()).toEqual([]);
  });

  it('there are order lines in every status; shipped ones carry a track number, cancelled ones a reason', async () => {
    const lines = await seeded.db.selectFrom('order_lines').select(['status', 'trackOrderNumber', 'reason']).execute();
    const statuses = new Set(lines.map((l) => l.status));
    expect([...statuses].sort()).toEqual(['cancel', 'delivered', 'processing', 'shipped']);
    for (const l of lines) {
      if (l.status === 'shipped' || l.status === 'delivered') expect(l.trackOrderNumber).toBeTruthy();
      if (l.status === 'cancel') expect(l.reason).toBeTruthy();
    }
  });

  it('has withdrawals and return requests in every status, and kept wins in the inventory', async () => {
    const withdrawals = await seeded.db.selectFrom('withdrawals').select('status').distinct().execute();
    expect(withdrawals.map((w) => w.status).sort()).toEqual(['approved', 'declined', 'pending']);
    const returns = await seeded.db.selectFrom('return_requests').select('status').distinct().execute();
    expect(returns.map((r) => r.status).sort()).toEqual(['approved', 'pending', 'rejected']);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from inventory i join box_openings o on o.id = i."boxOpeningId"
      where o.resold or o."userId" <> i."userId" or o."productId" <> i."productId"`.execute(seeded.db);
    expect(rows[0].n).toBe(0);
  });
});

describe('large seed (small sizes)', () => {
  it('loads users, orders and openings on top of the demo, keeps every index and constraint, and runs only once', async () => {
    const opened = await freshDatabase();
    try {
      const indexes = async () =>
        (
          await sql<{ name: string }>`
        select indexname as name from pg_indexes where schemaname = 'public' order by 1`.execute(opened.db)
        ).rows.map((r) => r.name);
      // keys and foreign keys too (the openings' primary key, and the inventory's reference to it, are rebuilt)
      const constraints = async () =>
        (
          await sql<{ c: string }>`
        select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as c from pg_constraint
        where connamespace = 'public'::regnamespace order by 1`.execute(opened.db)
        ).rows.map((r) => r.c);
      const before = await indexes();
      const constrained = await constraints();
      expect(constrained.some((c) => c.startsWith('inventory ') && c.includes('REFERENCES box_openings(id)'))).toBe(true);
      await seedDemo(opened.db, seedOptions);
      const demoLines = await opened.db
        .selectFrom('order_lines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const sizes = { users: 300, orders: 40, orderLines: 130, openings: 3000 };
      const first = await seedLarge(opened.db, { ...seedOptions, ...sizes });
      expect(first.counts.users).toBe(500 + 300);
      expect(first.counts.box_openings).toBe(5000 + 3000);
      expect(first.counts.order_lines).toBe(Number(demoLines.n) + 130);
      expect(await indexes()).toEqual(before);
      expect(await constraints()).toEqual(constrained);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from order_lines l left join orders o on o.id = l."orderId" where o.id is null`.execute(opened.db);
      expect(rows[0].n).toBe(0);
      // the large openings are written by user (ids bytewise) and time: the roll-ups' rebuild sorts them so
      const written = await sql<{ userId: string; at: string }>`
        select "userId", to_char("createdAt" at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') as at from box_openings
        order by id offset 5000`.execute(opened.db);
      const keys = written.rows.map((r) => `${r.userId} ${r.at}`);
      expect(keys).toHaveLength(3000);
      expect(new Set(written.rows.map((r) => r.userId)).size).toBeGreaterThan(100);
      expect(keys).toEqual([...keys].sort());
      const second = await seedLarge(opened.db, { ...seedOptions, ...sizes });
      expect(second.counts).toEqual(first.counts);
    } finally {
      await opened.close();
    }
  });

  it("moves every list's version, so a server already running on the database reads its lists again", async () => {
    const opened = await freshDatabase();
    try {
      const versions = async () =>
        Object.fromEntries(
          (await opened.db.selectFrom('table_versions').select(['name', 'version']).execute()).map((r) => [r.name, Number(r.version)]),
        );
      const start = await versions();
      expect(Object.keys(start)).toContain('users');
      // the demo as the large seed writes it (its triggers skipped), then the load
      await seedDemo(opened.db, seedOptions, { rollupsAfter: true });
      const afterDemo = await versions();
      await seedLarge(opened.db, { ...seedOptions, users: 50, orders: 10, orderLines: 20, openings: 100, bigBoxProducts: 0 });
      const afterLoad = await versions();
      for (const [name, version] of Object.entries(start)) {
        expect(afterDemo[name], name).toBeGreaterThan(version);
        expect(afterLoad[name], name).toBeGreaterThan(afterDemo[name]);
      }
    } finally {
      await opened.close();
    }
  });
});

describe('large seed through PGlite COPY', () => {
  it('loads exactly the rows the unnest path loads', async () => {
    const sizes = { users: 200, orders: 30, orderLines: 90, openings: 2000 };
    const fingerprint = async (opened: OpenedDatabase) =>
      (
        await sql<{ users: string; lines: string; orders: string; openings: string }>`
          select
            (select md5(string_agg(concat_ws('|', id, username, email, mobile, "userType", "isBlock", "walletBalance", joined_at), ',' order by id)) from users) as users,
            (select md5(string_agg(concat_ws('|', id, "orderId", "productId", "boxId", quantity, price, status, reason, "trackOrderNumber", "createdAt"), ',' order by id)) from order_lines) as lines,
            (select md5(string_agg(concat_ws('|', id, orderid, "shippingAddress"::text, "totalOrderItems"), ',' order by id)) from orders) as orders,
            (select concat_ws('|', count(*), sum("boxPrice"), sum("productSellPrice"), count(*) filter (where resold), min("createdAt"), max("createdAt")) from box_openings) as openings`.execute(
          opened.db,
        )
      ).rows[0];
    const viaUnnest = await freshDatabase();
    const viaCopy = await freshDatabase();
    try {
      await seedLarge(viaUnnest.db, { ...seedOptions, ...sizes });
      expect(viaCopy.copyRows).toBeTypeOf('function');
      await seedLarge(viaCopy.db, { ...seedOptions, ...sizes, copyRows: viaCopy.copyRows });
      expect(await fingerprint(viaCopy)).toEqual(await fingerprint(viaUnnest));
    } finally {
      await viaUnnest.close();
      await viaCopy.close();
    }
  });
});

describe('data directory modes', () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-modes-'));
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a new database from the kept migrated copy is this account's alone (files 600, folders 700), open and closed", async () => {
    const dataDir = path.join(dir, 'new');
    const opened = await openDatabase({ dataDir, migrated: true });
    try {
      await migrateToLatest(opened.db);
      await sql`create table written_here as select generate_series(1, 1000) as n`.execute(opened.db);
      expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await opened.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('an existing database whose files others may read and write is made private when it opens', async () => {
    const dataDir = path.join(dir, 'existing');
    await (await openDatabase({ dataDir, migrated: true })).close();
    // as PGlite left them before: most files 666
    for (const name of fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' })) {
      const entry = path.join(dataDir, name);
      fs.chmodSync(entry, fs.statSync(entry).isDirectory() ? 0o755 : 0o666);
    }
    expect(openToOthers(path.join(dataDir, 'pgdata')).length).toBeGreaterThan(1000);
    const opened = await openDatabase({ dataDir, migrated: true });
    try {
      expect(openToOthers(path.join(dataDir, 'pgdata'))).toEqual([]);
      expect(await opened.db.selectFrom('admin_settings').select('boxProfit').execute()).toEqual([{ boxProfit: 10 }]);
    } finally {
      await opened.close();
    }
  });
});

describe('data directory lock', () => {
  let dir: string;
  const children: ChildProcess[] = [];

  /** A process that lives until the test ends; with `ready`, once it has printed a line. */
  async function liveProcess(command: string, args: string[], ready = false): Promise<number> {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    await (ready ? once(child.stdout!, 'data') : once(child, 'spawn'));
    return child.pid!;
  }

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-lock-'));
  });

  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    vi.restoreAllMocks();
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const lockIn = (name: string) => path.join(dir, name, 'server.lock');
  const pidIn = (lockFile: string) => fs.readFileSync(lockFile, 'utf8').split('\n')[0];

  it('refuses a second open of the same data directory while the first is open', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over a stale lock file left by a process that is gone', () => {
    const lockFile = lockIn('stale');
    fs.mkdirSync(path.dirname(lockFile));
    const child = spawnSync(process.execPath, ['-e', '']);
    expect(child.pid).toBeGreaterThan(0);
    fs.writeFileSync(lockFile, String(child.pid));
    const release = acquireDirectoryLock(path.dirname(lockFile));
    expect(pidIn(lockFile)).toBe(String(process.pid));
    expect((fs.statSync(lockFile).mode & 0o777).toString(8)).toBe('600');
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('refuses the lock of a live server in another process', async () => {
    const lockDir = path.join(dir, 'other-server');
    const lockModule = fileURLToPath(new URL('../../server/db/dirLock.ts', import.meta.url));
    const holder = await liveProcess(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { acquireDirectoryLock } = await import(${JSON.stringify(lockModule)});
       acquireDirectoryLock(${JSON.stringify(lockDir)}); console.log('held'); setInterval(() => {}, 1000);`,
      ],
      true,
    );
    expect(() => acquireDirectoryLock(lockDir)).toThrow(new DatabaseLockedError(lockIn('other-server'), holder));
    expect(pidIn(lockIn('other-server'))).toBe(String(holder));
  });

  it('takes over, saying so, a lock whose pid now belongs to another live process', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // a lock as a server writes it, then its pid given to another node process
    const release = acquireDirectoryLock(path.join(dir, 'written'));
    const written = fs.readFileSync(lockIn('written'), 'utf8');
    release();
    const other = await liveProcess(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    fs.mkdirSync(path.join(dir, 'reused'));
    fs.writeFileSync(lockIn('reused'), written.replace(/^\d+/, String(other)));

    const takeOver = acquireDirectoryLock(path.join(dir, 'reused'));
    expect(pidIn(lockIn('reused'))).toBe(String(process.pid));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`stale lock .*server\\.lock: process ${other} has ended`)));
    takeOver();
  });

  it('takes over a lock holding only a pid that now belongs to another program', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sleeper = await liveProcess('sleep', ['30']);
    fs.mkdirSync(path.join(dir, 'pid-only'));
    fs.writeFileSync(lockIn('pid-only'), String(sleeper));
    const release = acquireDirectoryLock(path.join(dir, 'pid-only'));
    expect(pidIn(lockIn('pid-only'))).toBe(String(process.pid));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`process ${sleeper} has ended and its pid belongs to another program (sleep) now`),
    );
    release();
  });

  it("takes over a lock of this process's pid that this process does not hold (a restarted container's server)", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fs.mkdirSync(path.join(dir, 'same-pid'));
    fs.writeFileSync(lockIn('same-pid'), String(process.pid));
    const release = acquireDirectoryLock(path.join(dir, 'same-pid'));
    expect(() => acquireDirectoryLock(path.join(dir, 'same-pid'))).toThrow(DatabaseLockedError); // now it does
    release();
    expect(fs.existsSync(lockIn('same-pid'))).toBe(false);
  });
});
