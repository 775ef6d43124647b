/** Demo box openings (with inventory for kept wins) and box purchase transactions. */
import type { Insertable } from 'kysely';
import type { BoxOpeningsTable, InventoryTable, TransactionsTable } from '../schema.js';
import { RANGE_SCALE, type SeededBox, type SeededCatalog } from './catalog.js';
import { drawItem } from './oddsVersions.js';
import { PlayerPicker } from './players.js';
import { chunks, type Rng } from './random.js';
import type { SeedSink } from './sink.js';
import type { SeededUser } from './users.js';

export const DEMO_OPENING_COUNT = 5000;

/** A win the user kept (not resold): it sits in the inventory or was ordered for delivery. */
export interface KeptWin {
  openingId: number;
  userId: string;
  boxId: string;
  productId: string;
  sellPrice: number;
  createdAt: Date;
}

/** Popular boxes are the cheap ones (by their launch price: a later price change moves no opening to another box). */
export function boxWeights(boxes: ReadonlyArray<Pick<SeededBox, 'versions'>>): number[] {
  return boxes.map((b) => 1 / Math.sqrt(b.versions[0].price));
}

export async function seedOpenings(
  db: SeedSink,
  rng: Rng,
  base: Date,
  users: readonly SeededUser[],
  catalog: SeededCatalog,
): Promise<KeptWin[]> {
  const players = new PlayerPicker(
    users.map((u) => u.joinedAt.getTime()),
    base,
    rng,
  );
  const weights = boxWeights(catalog.boxes);
  const openings: Array<Insertable<BoxOpeningsTable> & { userId: string }> = [];
  const transactions: Array<Insertable<TransactionsTable>> = [];
  for (let i = 0; i < DEMO_OPENING_COUNT; i += 1) {
    const time = players.pickTime(rng);
    const user = users[players.pickAt(time, rng)];
    const createdAt = new Date(time);
    const box = rng.weighted(catalog.boxes, weights);
    const drawn = drawItem(box, rng.int(1, RANGE_SCALE), time, base.getTime());
    const version = box.versions[drawn.version];
    const item = version.items[drawn.item];
    openings.push({
      userId: user.id,
      boxId: box.id,
      oddsVersionId: version.id,
      productId: item.productId,
      boxPrice: version.price,
      productSellPrice: item.sellPrice,
      productPurchasePrice: item.purchasePrice,
      resold: rng.chance(0.65),
      createdAt,
    });
    if (rng.chance(0.35)) {
      transactions.push({
        id: rng.id(),
        userId: user.id,
        boxId: box.id,
        paymentIntentId: `pi_${rng.code(24)}`,
        amount: version.price,
        currency: 'eur',
        status: 'succeeded',
        createdAt,
      });
    } else if (rng.chance(0.04)) {
      transactions.push({
        id: rng.id(),
        userId: user.id,
        boxId: box.id,
        paymentIntentId: `pi_${rng.code(24)}`,
        amount: version.price,
        currency: 'eur',
        status: rng.pick(['failed', 'pending']),
        createdAt,
      });
    }
  }
  openings.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());

  const kept: KeptWin[] = [];
  for (const batch of chunks(openings, 1000)) {
    const ids = await db.insertOpenings(batch);
    batch.forEach((o, k) => {
      if (!o.resold) {
        kept.push({
          openingId: ids[k],
          userId: o.userId,
          boxId: o.boxId,
          productId: o.productId,
          sellPrice: o.productSellPrice,
          createdAt: o.createdAt as Date,
        });
      }
    });
  }
  for (const batch of chunks(transactions, 1000)) await db.insert('transactions', batch);
  return kept;
}

/** Kept wins that were not ordered stay in the user's inventory. */
export async function seedInventory(db: SeedSink, rng: Rng, wins: readonly KeptWin[]): Promise<void> {
  const rows: Array<Insertable<InventoryTable>> = wins.map((w) => ({
    id: rng.id(),
    userId: w.userId,
    productId: w.productId,
    boxOpeningId: w.openingId,
    createdAt: w.createdAt,
  }));
  for (const batch of chunks(rows, 1000)) await db.insert('inventory', batch);
}
