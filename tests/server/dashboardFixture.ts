/**
 * A small fixed shop for the dashboard's stats tests, with every figure worked out by hand in
 * tests/server/dashboard-stats.test.ts. The range under test is 2026-03-10 .. 2026-03-12 (UTC days);
 * its previous period is 2026-03-07 .. 2026-03-09.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { versionFigures, versionItems } from '../../src/domain/oddsVersions';

const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;

export const USERS = {
  alice: id('u', 1), // joined 03-01, active 2025-04-01, 03-08, 03-10
  bob: id('u', 2), // joined 03-08, active 2025-02-20, 03-09 (not in the range: churned)
  carol: id('u', 3), // joined 03-10 (in range), first opening 03-11
  dave: id('u', 4), // joined 03-11, never opens a box
  erin: id('u', 5), // joined 03-11, first opening 03-13 (after the range)
} as const;

export const BOXES = { alpha: id('b', 1), beta: id('b', 2) } as const;
export const PRODUCTS = { cap: id('p', 1), watch: id('p', 2), phone: id('p', 3) } as const;

type UserName = keyof typeof USERS;
type BoxName = keyof typeof BOXES;
type ProductName = keyof typeof PRODUCTS;

const BOX_PRICE: Record<BoxName, number> = { alpha: 10, beta: 50 };
const PRODUCT_PRICES: Record<ProductName, { sell: number; purchase: number }> = {
  cap: { sell: 5, purchase: 3 },
  watch: { sell: 80, purchase: 60 },
  phone: { sell: 40, purchase: 30 },
};

/** [user, box, product, createdAt, resold] */
export const OPENINGS: Array<[UserName, BoxName, ProductName, string, boolean]> = [
  ['bob', 'beta', 'watch', '2025-02-20T12:00:00Z', false], // outside the chart's 12 months
  ['alice', 'alpha', 'cap', '2025-04-01T00:00:00Z', true], // first day of the chart's first month
  ['alice', 'alpha', 'cap', '2026-03-08T10:00:00Z', true], // previous period
  ['bob', 'alpha', 'cap', '2026-03-09T23:59:59Z', false], // previous period, its last second
  ['alice', 'alpha', 'cap', '2026-03-09T23:30:00-01:00', true], // = 03-10 00:30 UTC: in the range
  ['alice', 'beta', 'watch', '2026-03-10T12:00:00Z', false],
  ['carol', 'beta', 'phone', '2026-03-11T08:00:00Z', true],
  ['carol', 'alpha', 'cap', '2026-03-12T23:59:59.999Z', false], // the range's last millisecond
  ['erin', 'alpha', 'cap', '2026-03-13T00:00:00Z', false], // the day after
];

export async function insertStatsFixture(db: Kysely<Database>): Promise<void> {
  const joined: Record<UserName, string> = {
    alice: '2026-03-01T09:00:00Z',
    bob: '2026-03-08T09:00:00Z',
    carol: '2026-03-10T09:00:00Z',
    dave: '2026-03-11T09:00:00Z',
    erin: '2026-03-11T22:00:00Z',
  };
  await db
    .insertInto('users')
    .values(
      (Object.keys(USERS) as UserName[]).map((name, i) => ({
        id: USERS[name],
        username: name,
        firstname: name,
        lastname: 'Tester',
        email: `${name}@example.test`,
        mobile: `7000000${i}`,
        passwordHash: null,
        profile: null,
        joined_at: joined[name],
      })),
    )
    .execute();
  await db
    .insertInto('boxes')
    .values([
      { id: BOXES.alpha, name: 'Alpha Box', image: null, price: BOX_PRICE.alpha, specialTag: null, color: null },
      { id: BOXES.beta, name: 'Beta Box', image: null, price: BOX_PRICE.beta, specialTag: null, color: null },
    ])
    .execute();
  await db
    .insertInto('products')
    .values([
      {
        id: PRODUCTS.cap,
        name: 'Cap',
        sellPrice: 5,
        purchasePrice: 3,
        productCode: null,
        brandId: null,
        partnerId: null,
        rarityLevel: null,
        bannerImage: null,
        productTag: null,
      },
      {
        id: PRODUCTS.watch,
        name: 'Watch',
        sellPrice: 80,
        purchasePrice: 60,
        productCode: null,
        brandId: null,
        partnerId: null,
        rarityLevel: null,
        bannerImage: null,
        productTag: null,
      },
      {
        id: PRODUCTS.phone,
        name: 'Phone',
        sellPrice: 40,
        purchasePrice: 30,
        productCode: null,
        brandId: null,
        partnerId: null,
        rarityLevel: null,
        bannerImage: null,
        productTag: null,
      },
    ])
    .execute();
  // every box has its odds version 1 before it is opened (the openings are tied to it)
  const odds: Record<BoxName, Array<[ProductName, number]>> = {
    alpha: [['cap', 100]],
    beta: [
      ['phone', 50],
      ['watch', 50],
    ],
  };
  await db
    .insertInto('box_odds_versions')
    .values(
      (Object.keys(odds) as BoxName[]).map((box) => {
        const items = versionItems(
          odds[box].map(([product, chance]) => ({
            productId: PRODUCTS[product],
            name: product,
            chance,
            sellPrice: PRODUCT_PRICES[product].sell,
            purchasePrice: PRODUCT_PRICES[product].purchase,
          })),
        );
        return {
          boxId: BOXES[box],
          boxName: box,
          version: 1,
          price: BOX_PRICE[box],
          items: JSON.stringify(items),
          ...versionFigures(BOX_PRICE[box], items),
          createdAt: '2025-01-01T00:00:00Z',
        };
      }),
    )
    .execute();
  await db
    .insertInto('box_openings')
    .values(
      OPENINGS.map(([user, box, product, createdAt, resold]) => ({
        userId: USERS[user],
        boxId: BOXES[box],
        productId: PRODUCTS[product],
        boxPrice: BOX_PRICE[box],
        productSellPrice: PRODUCT_PRICES[product].sell,
        productPurchasePrice: PRODUCT_PRICES[product].purchase,
        resold,
        createdAt,
      })),
    )
    .execute();

  const deposit = (n: number, user: UserName, amount: number, status: string, createdAt: string) => ({
    id: id('d', n),
    userId: USERS[user],
    orderId: `DEP${n}`,
    amount,
    currencyAmount: amount,
    coinSymbol: 'USDT',
    chain: 'TRON',
    price: 1,
    status,
    createdAt,
    updatedAt: createdAt,
  });
  await db
    .insertInto('deposits')
    .values([
      deposit(1, 'alice', 100, 'success', '2026-03-10T09:00:00Z'),
      deposit(2, 'bob', 250.5, 'success', '2026-03-11T10:00:00Z'),
      deposit(3, 'alice', 40, 'success', '2026-03-12T20:00:00Z'),
      deposit(4, 'carol', 999, 'pending', '2026-03-11T10:00:00Z'),
      deposit(5, 'carol', 500, 'failed', '2026-03-12T10:00:00Z'),
      deposit(6, 'bob', 70, 'success', '2026-03-09T23:59:59Z'),
    ])
    .execute();

  const withdrawal = (n: number, user: UserName, amount: number, status: string, createdAt: string, decidedAt: string | null) => ({
    id: id('w', n),
    userId: USERS[user],
    orderId: `WD${n}`,
    swapnetoutamount: amount,
    currencyAmount: amount,
    coinSymbol: 'USDT',
    chain: 'TRON',
    userType: 'user',
    type: 'crypto',
    status,
    declineMsg: status === 'declined' ? 'No' : null,
    decidedBy: null,
    decidedAt: decidedAt === null ? null : new Date(decidedAt),
    createdAt,
  });
  await db
    .insertInto('withdrawals')
    .values([
      withdrawal(1, 'alice', 30, 'approved', '2026-03-09T10:00:00Z', '2026-03-10T08:00:00Z'),
      withdrawal(2, 'bob', 20, 'approved', '2026-03-12T10:00:00Z', '2026-03-13T01:00:00Z'),
      withdrawal(3, 'carol', 45, 'declined', '2026-03-11T07:00:00Z', '2026-03-11T09:00:00Z'),
      withdrawal(4, 'carol', 15, 'pending', '2026-03-11T07:30:00Z', null),
      withdrawal(5, 'bob', 12.25, 'approved', '2026-03-11T06:00:00Z', '2026-03-12T10:00:00Z'),
    ])
    .execute();

  const address = {
    firstname: 'A',
    lastname: 'B',
    mobile: '70000000',
    addressLine1: 'Street 1',
    addressLine2: '',
    city: 'City',
    state: 'State',
    country: 'NL',
    zipCode: '1000 AA',
  };
  const order = (n: number, user: UserName, createdAt: string, items: number) => ({
    id: id('o', n),
    orderid: `ORD${n}`,
    userId: USERS[user],
    shippingAddress: JSON.stringify(address),
    totalOrderItems: items,
    createdAt,
    updatedAt: createdAt,
  });
  await db
    .insertInto('orders')
    .values([
      order(1, 'alice', '2026-03-10T15:00:00Z', 2),
      order(2, 'carol', '2026-03-12T10:00:00Z', 1),
      order(3, 'bob', '2026-03-09T10:00:00Z', 1),
    ])
    .execute();
  const line = (n: number, orderN: number, user: UserName, product: ProductName, quantity: number, status: string, createdAt: string) => ({
    id: id('l', n),
    orderId: id('o', orderN),
    userId: USERS[user],
    productId: PRODUCTS[product],
    boxId: null,
    quantity,
    price: PRODUCT_PRICES[product].sell,
    status,
    reason: null,
    trackOrderNumber: null,
    createdAt,
    updatedAt: createdAt,
  });
  await db
    .insertInto('order_lines')
    .values([
      line(1, 1, 'alice', 'watch', 1, 'processing', '2026-03-10T15:00:00Z'),
      line(2, 1, 'alice', 'cap', 2, 'cancel', '2026-03-10T15:00:00Z'),
      line(3, 2, 'carol', 'cap', 1, 'shipped', '2026-03-12T10:00:00Z'),
      line(4, 3, 'bob', 'phone', 1, 'delivered', '2026-03-09T10:00:00Z'),
    ])
    .execute();
}
