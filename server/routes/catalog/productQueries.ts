/**
 * Product reads shared by the product list (getProduct), the box form's product search
 * (getSearchProducts), the picker and the box detail: filters, paging and the rarity populated as an
 * object holding its colour (operations §3: "rarityLevel ... populated in lists as an object holding color").
 */
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { apiRow } from '../../http';
import { arrayHolds } from './forms';

export interface ProductFilter {
  title?: string;
  min?: number;
  max?: number;
  category?: string;
  rarity?: string;
  brandId?: string;
  partnerId?: string;
  gameId?: number;
  ids?: readonly string[];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function baseQuery(db: Kysely<Database>, filter: ProductFilter) {
  return db
    .selectFrom('products')
    .leftJoin('rarities', 'rarities.id', 'products.rarityLevel')
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      const title = filter.title?.trim();
      if (title) conditions.push(eb('products.name', 'ilike', `%${escapeLike(title)}%`));
      if (filter.min !== undefined) conditions.push(eb('products.sellPrice', '>=', filter.min));
      if (filter.max !== undefined) conditions.push(eb('products.sellPrice', '<=', filter.max));
      if (filter.category) conditions.push(arrayHolds('products.categoryId', filter.category));
      if (filter.rarity) conditions.push(eb('products.rarityLevel', '=', filter.rarity));
      if (filter.brandId) conditions.push(eb('products.brandId', '=', filter.brandId));
      if (filter.partnerId) conditions.push(eb('products.partnerId', '=', filter.partnerId));
      if (filter.gameId !== undefined) conditions.push(eb('products.gameId', '=', filter.gameId));
      if (filter.ids) conditions.push(eb('products.id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']));
      return eb.and(conditions);
    });
}

/** One page of products, newest first, with the total count of the filter. */
export async function findProducts(db: Kysely<Database>, filter: ProductFilter, skip: number, limit: number) {
  const [rows, total] = await Promise.all([
    baseQuery(db, filter)
      .selectAll('products')
      .select(['rarities.name as rarityName', 'rarities.color as rarityColor'])
      .orderBy('products.createdAt', 'desc')
      .orderBy('products.id')
      .offset(skip)
      .limit(limit)
      .execute(),
    baseQuery(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  const products = rows.map(({ rarityName, rarityColor, ...product }) => ({
    ...apiRow(product),
    rarityLevel: product.rarityLevel ? { _id: product.rarityLevel, name: rarityName ?? '', color: rarityColor ?? '' } : null,
  }));
  return { products, count: Number(total?.n ?? 0) };
}
