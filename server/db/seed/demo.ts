/**
 * The deterministic demo data set, loaded into an empty database: the same names, counts, ids and
 * odds every time; only the dates move with the day of seeding (they count back from `now`).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { asBulkLoad } from './bulk.js';
import { seedCatalog } from './catalog.js';
import { seedContent } from './content.js';
import { seedInventory, seedOpenings } from './openings.js';
import { seedOrders, seedReturnRequests } from './orders.js';
import { Rng, seedBaseDate } from './random.js';
import { seedAdmins } from './team.js';
import { databaseSink, type SeedSink } from './sink.js';
import { seedUsers } from './users.js';
import { seedWallet } from './wallet.js';

export interface SeedDemoOptions {
  adminEmail: string;
  adminPassword: string;
  hashPassword: (password: string) => Promise<string>;
  /** The moment seeded dates count back from; defaults to the current hour. */
  now?: Date;
}

/** The advisory lock the demo seed is loaded under (any fixed number no other code locks). */
const SEED_LOCK = 0x6d62_7365_6564; // "mbseed"

/** One independent random stream per part, so changing one part leaves the others as they were. */
const STREAMS = { admins: 1, catalog: 2, users: 3, openings: 4, split: 5, orders: 6, wallet: 7, content: 8 } as const;

/**
 * Loads the demo data unless the database already has admins; {seeded: false} means nothing was done.
 * Safe from several processes at once (an advisory lock): one loads it, the others find it loaded.
 * `rollupsAfter`: written as the large seed's load is, for a caller that makes the dashboard
 * roll-ups afterwards (the large seed, whose load makes every one of them again): without the
 * roll-ups' triggers, and without the foreign-key checks where the role may skip them (the rows'
 * references are made from rows written before them; the plain demo, which every test server
 * loads, checks them).
 */
export async function seedDemo(db: Kysely<Database>, opts: SeedDemoOptions, { rollupsAfter = false } = {}): Promise<{ seeded: boolean }> {
  return db.transaction().execute(async (trx) => {
    // several servers starting together on one empty database: one seeds, the others wait here for
    // its commit, then find its admins (each statement reads what was committed before it)
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('admins').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false };
    const write = () => writeDemo(databaseSink(trx), opts);
    await (rollupsAfter ? asBulkLoad(trx, write) : write());
    return { seeded: true };
  });
}

/**
 * Generates the demo shop into a sink: the database's (above) or the fake shop's memory.
 * `teamOnly` writes the admins alone (QA mode's empty shop: someone must be able to sign in).
 */
export async function writeDemo(sink: SeedSink, opts: SeedDemoOptions, { teamOnly = false } = {}): Promise<void> {
  const base = seedBaseDate(opts.now);
  const rng = (part: keyof typeof STREAMS) => new Rng(0x5eed0000 + STREAMS[part]);

  const admins = await seedAdmins(sink, rng('admins'), base, opts);
  if (teamOnly) return;
  const catalog = await seedCatalog(sink, rng('catalog'), base, admins.superAdmin);
  const users = await seedUsers(sink, rng('users'), base);
  const kept = await seedOpenings(sink, rng('openings'), base, users, catalog);

  // half of the kept wins were ordered for delivery, the rest wait in the inventory
  const split = rng('split');
  const ordered = kept.filter(() => split.chance(0.5));
  const orderedIds = new Set(ordered.map((w) => w.openingId));
  await seedInventory(
    sink,
    split,
    kept.filter((w) => !orderedIds.has(w.openingId)),
  );
  const orderRng = rng('orders');
  const lines = await seedOrders(sink, orderRng, base, users, ordered);
  await seedReturnRequests(sink, orderRng, base, lines, admins);

  await seedWallet(sink, rng('wallet'), base, users, admins);
  await seedContent(sink, rng('content'), base, users, admins);
}
