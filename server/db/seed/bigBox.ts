/**
 * The benchmark's big box: one box holding a thousand products (the odds editor at shop scale,
 * `npm run bench`). Part of the large data set, added after its openings (no opening draws from it,
 * so the dashboard's figures stay those of the twenty demo boxes), with its odds version 1.
 * Deterministic; added once.
 */
import type { Insertable, Kysely } from 'kysely';
import type { BoxesTable, BoxProductsTable, Database, ProductsTable } from '../schema.js';
import { unitsToOdds, weightsToUnits } from './catalog.js';
import { svgTile } from './images.js';
import { roundMoney, Rng } from './random.js';
import { versionFigures, type OddsVersionItem } from '../../../src/domain/oddsVersions.js';

export const BIG_BOX_NAME = 'Warehouse Megabox';
export const BIG_BOX_PRODUCTS = 1_000;
const BIG_BOX_STREAM = 0x1a29e004;
const BATCH = 250;

/** Adds the big box and its products unless a box of that name exists; returns the box id. */
export async function seedBigBox(db: Kysely<Database>, base: Date, count = BIG_BOX_PRODUCTS): Promise<string> {
  const existing = await db.selectFrom('boxes').select('id').where('name', '=', BIG_BOX_NAME).executeTakeFirst();
  if (existing) return existing.id;
  const rng = new Rng(BIG_BOX_STREAM);
  const category = await db.selectFrom('categories').select('id').where('categoryType', '=', 'product').orderBy('id').executeTakeFirst();
  const boxCategory = await db.selectFrom('categories').select('id').where('categoryType', '=', 'box').orderBy('id').executeTakeFirst();
  const rarities = await db.selectFrom('rarities').select('id').orderBy('rank').execute();
  const at = base.toISOString();
  const products: Array<Insertable<ProductsTable>> = [];
  for (let n = 1; n <= count; n += 1) {
    const sellPrice = rng.amount(1, 2_000);
    const name = `Megabox item ${String(n).padStart(4, '0')}`;
    products.push({
      id: rng.id(),
      name,
      sellPrice,
      purchasePrice: roundMoney(sellPrice * rng.amount(0.55, 0.85)),
      price: sellPrice,
      productCode: `MBX-${String(n).padStart(4, '0')}`,
      totalProduct: rng.int(0, 250),
      categoryId: category ? [category.id] : [],
      rarityLevel: rarities.length ? rarities[Math.min(rarities.length - 1, Math.floor(Math.log10(sellPrice)))].id : null,
      description: `${name}, one of the thousand products of the ${BIG_BOX_NAME}.`,
      bannerImage: svgTile(name, '#455a64'),
      image: [],
      createdAt: at,
      updatedAt: at,
    });
  }
  for (let i = 0; i < products.length; i += BATCH)
    await db
      .insertInto('products')
      .values(products.slice(i, i + BATCH))
      .execute();

  products.sort((a, b) => Number(a.sellPrice) - Number(b.sellPrice));
  const odds = unitsToOdds(weightsToUnits(products.map((p) => 1 / Number(p.sellPrice))));
  const expected = products.reduce((sum, p, i) => sum + (Number(p.sellPrice) * odds[i].chance) / 100, 0);
  const boxId = rng.id();
  const box: Insertable<BoxesTable> = {
    id: boxId,
    name: BIG_BOX_NAME,
    image: svgTile(BIG_BOX_NAME, '#1a237e'),
    price: roundMoney(expected * 1.1),
    itemsCount: products.length,
    description: `A box of ${products.length} products.`,
    category: boxCategory ? [boxCategory.id] : [],
    boxProfit: 10,
    createdAt: at,
    updatedAt: at,
  };
  await db.insertInto('boxes').values(box).execute();
  const items: Array<Insertable<BoxProductsTable>> = products.map((p, i) => ({
    id: rng.id(),
    boxId,
    productId: String(p.id),
    chance: odds[i].chance,
    sellPrice: Number(p.sellPrice),
    purchasePrice: Number(p.purchasePrice),
    rangeFrom: odds[i].rangeFrom,
    rangeTo: odds[i].rangeTo,
  }));
  for (let i = 0; i < items.length; i += BATCH)
    await db
      .insertInto('box_products')
      .values(items.slice(i, i + BATCH))
      .execute();
  // its odds version 1, as the box form's save would keep it
  const version: OddsVersionItem[] = items.map((item, i) => ({
    productId: item.productId,
    name: String(products[i].name),
    chance: Number(item.chance),
    sellPrice: Number(item.sellPrice),
    purchasePrice: Number(item.purchasePrice),
    rangeFrom: Number(item.rangeFrom),
    rangeTo: Number(item.rangeTo),
  }));
  await db
    .insertInto('box_odds_versions')
    .values({
      boxId,
      boxName: BIG_BOX_NAME,
      version: 1,
      price: Number(box.price),
      items: JSON.stringify(version),
      ...versionFigures(Number(box.price), version),
      createdAt: at,
    })
    .execute();
  return boxId;
}
