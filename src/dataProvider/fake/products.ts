/**
 * The product reads the server shares (server/routes/catalog/productQueries.ts) over the fake's rows:
 * the filters of the product list, the box form's search, the picker and the box detail; newest
 * first; the rarity as an object holding its name and colour.
 */
import { apiRow } from '../../../server/http';
import type { ProductFilter } from '../../../server/routes/catalog/productQueries';
import type { FakeDb, FakeRow } from './db';

export type { ProductFilter };

function matches(product: FakeRow<'products'>, filter: ProductFilter): boolean {
  const title = filter.title?.trim().toLowerCase();
  if (title && !product.name.toLowerCase().includes(title)) return false;
  if (filter.min !== undefined && product.sellPrice < filter.min) return false;
  if (filter.max !== undefined && product.sellPrice > filter.max) return false;
  if (filter.category && !product.categoryId.includes(filter.category)) return false;
  if (filter.rarity && product.rarityLevel !== filter.rarity) return false;
  if (filter.brandId && product.brandId !== filter.brandId) return false;
  if (filter.partnerId && product.partnerId !== filter.partnerId) return false;
  if (filter.gameId !== undefined && product.gameId !== filter.gameId) return false;
  if (filter.ids && !filter.ids.includes(product.id)) return false;
  return true;
}

/** Newest first, then by id (the server's ORDER BY createdAt DESC, id). */
export function newestFirst(a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** One page of products of the filter, with the filter's total. */
export function findProducts(db: FakeDb, filter: ProductFilter, skip: number, limit: number) {
  const rarities = new Map(db.rows('rarities').map((rarity) => [rarity.id, rarity]));
  const found = db.rows('products').filter((product) => matches(product, filter));
  const page = [...found].sort(newestFirst).slice(skip, skip + limit);
  const products = page.map((product) => {
    const rarity = product.rarityLevel ? rarities.get(product.rarityLevel) : undefined;
    return {
      ...apiRow(product),
      rarityLevel: product.rarityLevel ? { _id: product.rarityLevel, name: rarity?.name ?? '', color: rarity?.color ?? '' } : null,
    };
  });
  return { products, count: found.length };
}
