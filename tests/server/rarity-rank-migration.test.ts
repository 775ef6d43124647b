/** Migration 010: existing rarities get a rank, the usual names in their usual order, others after them oldest first. */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { migrations } from '../../server/db/migrations/index.js';

const provider: MigrationProvider = { getMigrations: async (): Promise<Record<string, Migration>> => migrations };
let opened: OpenedDatabase | undefined;

afterAll(async () => {
  await opened?.close();
});

describe('migration 010 (rarity rank)', () => {
  it('ranks Common < Uncommon < Rare < Epic < Legendary by name, then the other rarities oldest first', async () => {
    opened = await openDatabase({ dataDir: 'memory://' });
    const { db } = opened;
    const before = await new Migrator({ db, provider }).migrateTo('007_list_versions');
    expect(before.error).toBeUndefined();
    const rows: Array<[string, string]> = [
      ['r1', 'Legendary'],
      ['r2', 'Mythic'],
      ['r3', 'common'],
      ['r4', 'Epic'],
      ['r5', 'Ancient'],
      ['r6', 'Rare'],
      ['r7', 'Uncommon'],
    ];
    for (const [index, [id, name]] of rows.entries()) {
      // a row as before migration 010, without the rank the current schema type requires
      await db
        .insertInto('rarities')
        .values({ id, name, color: '#000000', createdAt: new Date(Date.UTC(2025, 0, index + 1)) } as never)
        .execute();
    }
    await migrateToLatest(db);
    const ranked = await db.selectFrom('rarities').select(['name', 'rank']).orderBy('rank').execute();
    expect(ranked).toEqual([
      { name: 'common', rank: 1 },
      { name: 'Uncommon', rank: 2 },
      { name: 'Rare', rank: 3 },
      { name: 'Epic', rank: 4 },
      { name: 'Legendary', rank: 5 },
      { name: 'Mythic', rank: 6 },
      { name: 'Ancient', rank: 7 },
    ]);
  });
});
