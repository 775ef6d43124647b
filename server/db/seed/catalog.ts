/** Demo catalogue: categories, brands, partners, rarities, products, boxes and their odds. */
import type { Insertable } from 'kysely';
import type { BoxesTable, BoxOddsVersionsTable, BoxProductsTable, ProductsTable } from '../schema.js';
import { svgTile } from './images.js';
import {
  BOX_CATEGORIES,
  BOX_THEMES,
  BRANDS,
  EDITIONS,
  PARTNERS,
  PRODUCT_CATEGORIES,
  PRODUCT_COLORS,
  PRODUCT_SIZES,
  PRODUCT_TAGS,
  PRODUCT_TEMPLATES,
  RARITIES,
  SKIN_WEARS,
} from './names.js';
import { DAY_MS, before, roundMoney, type Rng } from './random.js';
import {
  boxVersions,
  DRIFTING_BOX,
  seededVersions,
  versionsRng,
  type SeededBoxItem,
  type SeededVersion,
  type VersionAuthor,
} from './oddsVersions.js';
import type { SeedSink } from './sink.js';

export const RANGE_SCALE = 1_000_000;

export interface SeededProduct {
  id: string;
  name: string;
  category: string;
  sellPrice: number;
  purchasePrice: number;
}

export type { SeededBoxItem, SeededVersion };

export interface SeededBox {
  id: string;
  name: string;
  /** the box as it is now: its latest version's price and items */
  price: number;
  items: SeededBoxItem[];
  /** every version, oldest first, and whether its draws drift high (./oddsVersions.ts) */
  versions: SeededVersion[];
  drifts: boolean;
}

export interface SeededCatalog {
  products: SeededProduct[];
  boxes: SeededBox[];
}

/**
 * Splits the 1..1,000,000 scale between weights: each share is a whole number of units
 * (1 unit = 0.0001 %), the shares add up to exactly 1,000,000, every share is at least 1.
 */
export function weightsToUnits(weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  const units = weights.map((w) => Math.max(1, Math.floor((w / total) * RANGE_SCALE)));
  const missing = RANGE_SCALE - units.reduce((s, u) => s + u, 0);
  const largest = units.indexOf(Math.max(...units));
  units[largest] += missing;
  return units;
}

/** Product for a box: chance in percent with 4 decimals and its cumulative range starting at 1. */
export function unitsToOdds(units: number[]): Array<{ chance: number; rangeFrom: number; rangeTo: number }> {
  let next = 1;
  return units.map((u) => {
    const odds = { chance: u / 10_000, rangeFrom: next, rangeTo: next + u - 1 };
    next += u;
    return odds;
  });
}

function rarityIndexFor(price: number): number {
  return RARITIES.findIndex((r) => price < r.maxPrice);
}

export async function seedCatalog(db: SeedSink, rng: Rng, base: Date, author: VersionAuthor): Promise<SeededCatalog> {
  const earliest = 380 * DAY_MS;
  const created = () => before(base, 200 * DAY_MS + rng.pastOffsetMs(180));

  const categoryIds = new Map<string, string>();
  const categoryRows = [
    ...PRODUCT_CATEGORIES.map((name) => ({ name, categoryType: 'product' })),
    ...BOX_CATEGORIES.map((name) => ({ name, categoryType: 'box' })),
  ].map((c, i) => {
    const id = rng.id();
    categoryIds.set(`${c.categoryType}:${c.name}`, id);
    return {
      id,
      name: c.name,
      categoryType: c.categoryType,
      description: `${c.name} ${c.categoryType === 'box' ? 'boxes' : 'products'}`,
      image: svgTile(c.name, c.categoryType === 'box' ? '#37474f' : '#455a64'),
      dontShowInStore: i % 9 === 8,
      createdAt: before(base, earliest - i * DAY_MS),
    };
  });
  await db.insert('categories', categoryRows);

  const brandIds = new Map<string, string>();
  await db.insert(
    'brands',
    BRANDS.map((name, i) => {
      const id = rng.id();
      brandIds.set(name, id);
      return {
        id,
        name,
        image: svgTile(name, '#263238'),
        description: `Official ${name} products`,
        createdAt: before(base, earliest - i * DAY_MS),
      };
    }),
  );

  const partnerIds = PARTNERS.map(() => rng.id());
  await db.insert(
    'partners',
    PARTNERS.map(([firstname, lastname], i) => ({
      id: partnerIds[i],
      firstname,
      lastname,
      email: `contact@${firstname.toLowerCase().replace(/\s+/g, '')}-${lastname.toLowerCase()}.example`,
      createdAt: before(base, earliest - i * 3 * DAY_MS),
    })),
  );

  const rarityIds = RARITIES.map(() => rng.id());
  await db.insert(
    'rarities',
    RARITIES.map((r, i) => ({
      id: rarityIds[i],
      name: r.name,
      color: r.color,
      rank: i + 1,
      createdAt: before(base, earliest - i * DAY_MS),
    })),
  );

  // ~80 products: every template at least twice, with editions, prices inside the template's range.
  const products: SeededProduct[] = [];
  const productRows: Array<Insertable<ProductsTable>> = [];
  const names = new Set<string>();
  let code = 1000;
  for (let round = 0; products.length < 80; round += 1) {
    for (const t of PRODUCT_TEMPLATES) {
      if (products.length >= 80 || (round > 1 && !rng.chance(0.5))) continue;
      const editions = t.category === 'Skins' ? SKIN_WEARS : EDITIONS;
      const giftCard = t.category === 'Gift Cards';
      const sellPrice = giftCard ? rng.pick([5, 10, 20, 25, 50, 100]) : rng.amount(t.minPrice, t.maxPrice);
      let name = giftCard ? `${t.name} €${sellPrice}` : `${t.name} ${rng.pick(editions)}`;
      while (names.has(name)) name = `${t.name} ${rng.pick(editions)} ${rng.int(2, 9)}`;
      names.add(name);
      const purchasePrice = roundMoney(sellPrice * rng.amount(0.55, 0.85));
      const rarity = rarityIndexFor(sellPrice);
      const id = rng.id();
      const at = created();
      code += rng.int(1, 40);
      products.push({ id, name, category: t.category, sellPrice, purchasePrice });
      const wearable = t.category === 'Sneakers' || t.category === 'Streetwear';
      productRows.push({
        id,
        name,
        sellPrice,
        purchasePrice,
        price: sellPrice,
        productCode: `MB-${code}`,
        totalProduct: rng.int(0, 250),
        categoryId: [categoryIds.get(`product:${t.category}`) ?? ''],
        brandId: brandIds.get(t.brand) ?? null,
        // every product has a partner (the product form requires one); the draw keeps the seed's sequence
        partnerId: rng.chance(0.7) ? rng.pick(partnerIds) : partnerIds[code % partnerIds.length],
        rarityLevel: rarityIds[rarity],
        description: `${name} by ${t.brand}. ${t.nature === 'Digital' ? 'Delivered as a code to your account.' : 'Shipped in original packaging.'}`,
        bannerImage: svgTile(name, RARITIES[rarity].color),
        image: [svgTile(name, RARITIES[rarity].color), svgTile(t.brand, '#263238')],
        productTag: rng.chance(0.3) ? rng.pick(PRODUCT_TAGS) : null,
        color: wearable ? rng.sample(PRODUCT_COLORS, rng.int(1, 3)) : [],
        size: wearable ? rng.sample(PRODUCT_SIZES, rng.int(2, 4)) : [],
        capacity: t.category === 'Phones' || t.category === 'Laptops' ? rng.sample(['128GB', '256GB', '512GB', '1TB'], 2) : [],
        productNature: t.nature,
        visibility: !rng.chance(0.05),
        quickSell: !rng.chance(0.1),
        enableProduct: !rng.chance(0.05),
        checkTrack: rng.chance(0.2),
        trackQuantity: rng.int(0, 20),
        gameId: 730,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  await db.insert('products', productRows);

  // ~20 boxes of 4-8 products; cheap items are likely, expensive ones rare; their versions (./oddsVersions.ts)
  const boxes: SeededBox[] = [];
  const boxRows: Array<Insertable<BoxesTable>> = [];
  const boxProductRows: Array<Insertable<BoxProductsTable>> = [];
  const versionRows: Array<Insertable<BoxOddsVersionsTable>> = [];
  const history = versionsRng();
  for (const theme of BOX_THEMES) {
    const pool = theme.productCategories.length ? products.filter((p) => theme.productCategories.includes(p.category)) : products;
    const chosen = rng.sample(pool, rng.int(4, 8)).sort((a, b) => a.sellPrice - b.sellPrice);
    const units = weightsToUnits(chosen.map((p) => 1 / p.sellPrice ** 1.15));
    const odds = unitsToOdds(units);
    const boxProfit = rng.pick([5, 8, 10, 10, 12, 15, 20]);
    const expected = chosen.reduce((s, p, i) => s + (p.sellPrice * odds[i].chance) / 100, 0);
    const launchPrice = Math.max(0.5, roundMoney(expected * (1 + boxProfit / 100)));
    const id = rng.id();
    // boxes are older than the year of openings: each opening is drawn under a version that exists
    const at = boxCreated(created(), base);
    const rows = boxVersions(
      history,
      {
        id,
        name: theme.name,
        price: launchPrice,
        createdAt: at,
        items: chosen.map((p, i) => ({
          productId: p.id,
          name: p.name,
          chance: odds[i].chance,
          sellPrice: p.sellPrice,
          purchasePrice: p.purchasePrice,
        })),
      },
      base,
      author,
    );
    versionRows.push(...rows);
    const versions = seededVersions(rows);
    const { price, items } = versions[versions.length - 1];
    boxes.push({ id, name: theme.name, price, items, versions, drifts: theme.name === DRIFTING_BOX });
    boxRows.push({
      id,
      name: theme.name,
      image: svgTile(theme.name, '#1a237e'),
      price,
      itemsCount: items.length,
      description: `Open the ${theme.name.replace(/~.*$/, '')} and win one of ${items.length} items.`,
      category: theme.categories.map((c) => categoryIds.get(`box:${c}`) ?? ''),
      hideBox: rng.chance(0.1),
      enableBox: !rng.chance(0.1),
      boxProfit,
      specialTag: theme.tag,
      color: rng.pick(['#e53935', '#1e88e5', '#43a047', '#fb8c00', '#8e24aa', null]),
      createdAt: at,
      updatedAt: versions.length > 1 ? new Date(versions[versions.length - 1].createdAt) : at,
    });
    items.forEach((item) =>
      boxProductRows.push({
        id: rng.id(),
        boxId: id,
        productId: item.productId,
        chance: (item.rangeTo - item.rangeFrom + 1) / 10_000,
        sellPrice: item.sellPrice,
        purchasePrice: item.purchasePrice,
        rangeFrom: item.rangeFrom,
        rangeTo: item.rangeTo,
      }),
    );
  }
  await db.insert('boxes', boxRows);
  await db.insert('box_products', boxProductRows);
  await db.insert('box_odds_versions', versionRows);
  return { products, boxes };
}

/** A box's creation time moved before the year of openings (367 to 385 days back), keeping the boxes' order. */
function boxCreated(drawn: Date, base: Date): Date {
  const back = base.getTime() - drawn.getTime() - 200 * DAY_MS; // 0..180 days, as drawn
  return before(base, 367 * DAY_MS + back / 10);
}
