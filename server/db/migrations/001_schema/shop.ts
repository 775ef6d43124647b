/**
 * The shop's users and catalogue: users and their sign-ins, categories, brands, partners, rarities
 * (ranked by the admin, lowest first), products, boxes with their odds (box_products) and every
 * version of those odds, the openings and the inventory they fill, feedback and social proofs.
 */
import { sql, type Kysely } from 'kysely';
import {
  createIndexes,
  emptyList,
  emptyText,
  flag,
  money,
  nowColumn,
  oneOf,
  ref,
  required,
  table,
  textArray,
  timestamps,
} from './columns.js';

export async function createShopTables(db: Kysely<unknown>): Promise<void> {
  await table(db, 'users')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('firstname', 'text', required)
    .addColumn('lastname', 'text', required)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('passwordHash', 'text')
    .addColumn('userType', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('isBlock', 'boolean', flag(false))
    .addColumn('walletBalance', money, (c) => c.notNull().defaultTo(0))
    .addColumn('profile', 'text')
    .addColumn('joined_at', 'timestamptz', nowColumn)
    .addColumn('updatedAt', 'timestamptz', nowColumn)
    .execute();
  // usernames are unique regardless of case, as their check is (server/dbErrors.ts maps the violation)
  await sql`create unique index users_lower_username_key on users (lower(username))`.execute(db);

  await table(db, 'login_history')
    .addColumn('userId', 'text', ref('users.id', 'cascade', true))
    .addColumn('ip', 'text', required)
    .addColumn('userAgent', 'text', required)
    .addColumn('loginAt', 'timestamptz', nowColumn)
    .execute();

  await table(db, 'categories')
    .addColumn('name', 'text', required)
    .addColumn('categoryType', 'text', required)
    .addColumn('description', 'text', emptyText)
    .addColumn('image', 'text')
    .addColumn('dontShowInStore', 'boolean', flag(false))
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .addCheckConstraint('categories_type', oneOf('categoryType', ['box', 'product']))
    .execute();

  await table(db, 'brands')
    .addColumn('name', 'text', required)
    .addColumn('image', 'text')
    .addColumn('description', 'text', emptyText)
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .execute();

  await table(db, 'partners')
    .addColumn('firstname', 'text', required)
    .addColumn('lastname', 'text', emptyText)
    .addColumn('email', 'text')
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .execute();

  await table(db, 'rarities')
    .addColumn('name', 'text', required)
    .addColumn('color', 'text', required)
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .addColumn('rank', 'integer', required)
    .execute();
  await sql`create index rarities_rank on rarities ("rank", name)`.execute(db);

  await timestamps(
    table(db, 'products')
      .addColumn('name', 'text', required)
      .addColumn('sellPrice', money, required)
      .addColumn('purchasePrice', money, required)
      .addColumn('price', money, (c) => c.notNull().defaultTo(0))
      .addColumn('productCode', 'text', (c) => c.unique())
      .addColumn('totalProduct', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('categoryId', textArray, emptyList)
      .addColumn('brandId', 'text', ref('brands.id', 'set null', false))
      .addColumn('partnerId', 'text', ref('partners.id', 'set null', false))
      .addColumn('rarityLevel', 'text', ref('rarities.id', 'set null', false))
      .addColumn('description', 'text', emptyText)
      .addColumn('bannerImage', 'text')
      .addColumn('image', textArray, emptyList)
      .addColumn('productTag', 'text')
      .addColumn('color', textArray, emptyList)
      .addColumn('size', textArray, emptyList)
      .addColumn('capacity', textArray, emptyList)
      .addColumn('productNature', 'text', (c) => c.notNull().defaultTo('Physical'))
      .addColumn('visibility', 'boolean', flag(true))
      .addColumn('quickSell', 'boolean', flag(true))
      .addColumn('enableProduct', 'boolean', flag(true))
      .addColumn('checkTrack', 'boolean', flag(false))
      .addColumn('trackQuantity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gameId', 'integer', (c) => c.notNull().defaultTo(730)),
  ).execute();

  await timestamps(
    table(db, 'boxes')
      .addColumn('name', 'text', required)
      .addColumn('image', 'text')
      .addColumn('price', money, required)
      .addColumn('itemsCount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'text', emptyText)
      .addColumn('category', textArray, emptyList)
      .addColumn('hideBox', 'boolean', flag(false))
      .addColumn('enableBox', 'boolean', flag(true))
      .addColumn('boxProfit', sql`numeric(9,2)`, (c) => c.notNull().defaultTo(0))
      .addColumn('specialTag', 'text')
      .addColumn('color', 'text'),
  ).execute();

  await table(db, 'box_products')
    .addColumn('boxId', 'text', ref('boxes.id', 'cascade', true))
    .addColumn('productId', 'text', ref('products.id', 'cascade', true))
    .addColumn('chance', sql`numeric(9,4)`, (c) => c.notNull().check(sql`chance >= 0 and chance <= 100`))
    .addColumn('sellPrice', money, required)
    .addColumn('purchasePrice', money, required)
    .addColumn('rangeFrom', 'integer', required)
    .addColumn('rangeTo', 'integer', required)
    .addUniqueConstraint('box_products_box_product', ['boxId', 'productId'])
    .execute();

  // every version of a box's odds, never changed (a trigger refuses it): the box and the admin who
  // saved it by id and name, with no foreign key, so deleting either keeps the version as it was;
  // the items (product, chance, prices, range) and the figures of src/domain/odds.ts
  await table(db, 'box_odds_versions')
    .addColumn('boxId', 'text', required)
    .addColumn('boxName', 'text', required)
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('price', money, required)
    .addColumn('items', 'jsonb', required)
    .addColumn('rtp', sql`numeric(12,2)`, required)
    .addColumn('houseEdge', sql`numeric(12,2)`, required)
    .addColumn('profit', sql`numeric(16,4)`, required)
    .addColumn('adminId', 'text')
    .addColumn('adminName', 'text', emptyText)
    .addColumn('adminEmail', 'text', emptyText)
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .addUniqueConstraint('box_odds_versions_box_version', ['boxId', 'version'])
    .execute();

  // oddsVersionId: the version an opening was drawn under (a trigger fills it when not given)
  await db.schema
    .createTable('box_openings')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('userId', 'text', ref('users.id', 'cascade', true))
    .addColumn('boxId', 'text', ref('boxes.id', 'cascade', true))
    .addColumn('productId', 'text', ref('products.id', 'cascade', true))
    .addColumn('boxPrice', money, required)
    .addColumn('productSellPrice', money, required)
    .addColumn('productPurchasePrice', money, required)
    .addColumn('resold', 'boolean', flag(false))
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .addColumn('oddsVersionId', 'text', (c) => c.notNull().references('box_odds_versions.id'))
    .execute();

  await table(db, 'inventory')
    .addColumn('userId', 'text', ref('users.id', 'cascade', true))
    .addColumn('productId', 'text', ref('products.id', 'cascade', true))
    .addColumn('boxOpeningId', 'bigint', ref('box_openings.id', 'set null', false))
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .execute();

  await table(db, 'feedback')
    .addColumn('userId', 'text', ref('users.id', 'set null', false))
    .addColumn('name', 'text', required)
    .addColumn('queryType', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('message', 'text', required)
    .addColumn('attachment', 'text')
    .addColumn('attachmentType', 'text')
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .execute();

  await timestamps(
    table(db, 'social_proofs').addColumn('title', 'text', required).addColumn('name', 'text', emptyText).addColumn('video', 'text'),
  ).execute();

  // the lists' sorts and filters, and the foreign keys' cascades
  await createIndexes(db, [
    ['users', ['joined_at']],
    ['login_history', ['userId', 'loginAt']],
    ['products', ['createdAt']],
    ['products', ['rarityLevel']],
    ['products', ['brandId']],
    ['products', ['partnerId']],
    ['box_products', ['boxId']],
    ['box_products', ['productId']],
    ['box_openings', ['userId', 'createdAt']],
    ['box_openings', ['productId']],
    ['box_openings', ['boxId']],
    ['inventory', ['userId']],
    ['inventory', ['productId']],
    ['inventory', ['boxOpeningId']],
    ['feedback', ['createdAt']],
  ]);
}
