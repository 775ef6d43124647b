/**
 * The large data set's big box (server/db/seed/bigBox.ts): one box whose products' odds fill the
 * 1..1,000,000 scale exactly, added once, and left out of the openings (the dashboard's figures
 * stay those of the demo boxes). On PGlite (`server`) and PostgreSQL (`server-pg`).
 */
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { BIG_BOX_NAME, seedBigBox } from '../../server/db/seed/bigBox';
import { seedLarge } from '../../server/db/seed/index';
import { totalOdds } from '../../src/domain/odds';
import { openTestDatabase } from './testDatabase';

describe('the big box of the large seed', () => {
  it('holds its products with odds that cover the scale once, and is added only once', async () => {
    const opened = await openTestDatabase();
    try {
      await migrateToLatest(opened.db);
      await seedLarge(opened.db, {
        adminEmail: 'admin@example.com',
        adminPassword: 'Admin@12345',
        hashPassword: async (p: string) => p,
        now: new Date('2026-03-12T15:00:00Z'),
        users: 50,
        orders: 10,
        orderLines: 30,
        openings: 500,
        bigBoxProducts: 120,
      });
      const box = await opened.db.selectFrom('boxes').selectAll().where('name', '=', BIG_BOX_NAME).executeTakeFirstOrThrow();
      const items = await opened.db.selectFrom('box_products').selectAll().where('boxId', '=', box.id).orderBy('rangeFrom').execute();
      expect(items).toHaveLength(120);
      expect(box.itemsCount).toBe(120);
      expect(items[0].rangeFrom).toBe(1);
      expect(items.at(-1)?.rangeTo).toBe(1_000_000);
      for (let i = 1; i < items.length; i += 1) expect(items[i].rangeFrom).toBe(items[i - 1].rangeTo + 1);
      expect(totalOdds(items.map((item) => ({ chance: Number(item.chance) })))).toBeCloseTo(100, 4);
      const opened1 = await opened.db.selectFrom('box_openings').select('id').where('boxId', '=', box.id).execute();
      expect(opened1).toEqual([]);
      // a second run finds it
      expect(await seedBigBox(opened.db, new Date('2026-03-12T15:00:00Z'), 120)).toBe(box.id);
      const products = await opened.db.selectFrom('products').select('id').where('name', 'like', 'Megabox item %').execute();
      expect(products).toHaveLength(120);
    } finally {
      await opened.close();
    }
  });
});
