/**
 * Money and deliveries: card payments (transactions), crypto deposits and withdrawals (a large one
 * needs two approvals: firstApprovedBy/At), the wallet ledger, orders and their lines, delivery
 * methods (names unique regardless of case) and return requests.
 */
import { sql, type Kysely } from 'kysely';
import { createIndexes, emptyText, money, nowColumn, oneOf, ref, required, table, timestamps } from './columns.js';

export async function createMoneyTables(db: Kysely<unknown>): Promise<void> {
  await table(db, 'transactions')
    .addColumn('userId', 'text', ref('users.id', 'cascade', true))
    .addColumn('boxId', 'text', ref('boxes.id', 'set null', false))
    .addColumn('paymentIntentId', 'text', required)
    .addColumn('amount', money, required)
    .addColumn('currency', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .addCheckConstraint('transactions_status', oneOf('status', ['succeeded', 'pending', 'failed']))
    .execute();

  await timestamps(
    table(db, 'deposits')
      .addColumn('userId', 'text', ref('users.id', 'cascade', true))
      .addColumn('orderId', 'text', required)
      .addColumn('amount', money, required)
      .addColumn('currencyAmount', sql`numeric(24,8)`, required)
      .addColumn('coinSymbol', 'text', required)
      .addColumn('chain', 'text', required)
      .addColumn('price', sql`numeric(20,8)`, required)
      .addColumn('status', 'text', required)
      .addCheckConstraint('deposits_status', oneOf('status', ['success', 'pending', 'failed'])),
  ).execute();

  await table(db, 'withdrawals')
    .addColumn('userId', 'text', ref('users.id', 'cascade', true))
    .addColumn('orderId', 'text', (c) => c.notNull().unique())
    .addColumn('swapnetoutamount', money, required)
    .addColumn('currencyAmount', sql`numeric(24,8)`, required)
    .addColumn('coinSymbol', 'text', required)
    .addColumn('chain', 'text', required)
    .addColumn('userType', 'text', required)
    .addColumn('type', 'text', required)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('declineMsg', 'text')
    .addColumn('decidedBy', 'text', ref('admins.id', 'set null', false))
    .addColumn('decidedAt', 'timestamptz')
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .addColumn('firstApprovedBy', 'text', ref('admins.id', 'set null', false))
    .addColumn('firstApprovedAt', 'timestamptz')
    .addCheckConstraint('withdrawals_status', oneOf('status', ['pending', 'approved', 'declined']))
    .execute();

  await table(db, 'wallet_ledger')
    .addColumn('userId', 'text', ref('users.id', 'cascade', true))
    .addColumn('amount', money, required)
    .addColumn('kind', 'text', required)
    .addColumn('refId', 'text')
    .addColumn('adminId', 'text', ref('admins.id', 'set null', false))
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .execute();

  await timestamps(
    table(db, 'orders')
      .addColumn('orderid', 'text', (c) => c.notNull().unique())
      .addColumn('userId', 'text', ref('users.id', 'cascade', true))
      .addColumn('shippingAddress', 'jsonb', required)
      .addColumn('totalOrderItems', 'integer', required),
  ).execute();

  await timestamps(
    table(db, 'order_lines')
      .addColumn('orderId', 'text', ref('orders.id', 'cascade', true))
      .addColumn('userId', 'text', ref('users.id', 'cascade', true))
      .addColumn('productId', 'text', ref('products.id', 'cascade', true))
      .addColumn('boxId', 'text', ref('boxes.id', 'set null', false))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('price', money, required)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('processing'))
      .addColumn('reason', 'text')
      .addColumn('trackOrderNumber', 'text')
      .addCheckConstraint('order_lines_status', oneOf('status', ['processing', 'shipped', 'delivered', 'cancel'])),
  ).execute();

  await timestamps(table(db, 'shipping_methods').addColumn('shippingName', 'text', required)).execute();
  await sql`create unique index shipping_methods_lower_name_key on shipping_methods (lower("shippingName"))`.execute(db);

  await timestamps(
    table(db, 'return_requests')
      .addColumn('userId', 'text', ref('users.id', 'cascade', true))
      .addColumn('orderDetailId', 'text', ref('order_lines.id', 'cascade', true))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('reason', 'text', emptyText)
      .addColumn('message', 'text', emptyText)
      .addColumn('attachement', 'text')
      .addColumn('decidedBy', 'text', ref('admins.id', 'set null', false))
      .addCheckConstraint('return_requests_status', oneOf('status', ['pending', 'approved', 'rejected'])),
  ).execute();

  // the lists' sorts and filters, the foreign keys' cascades, and the dashboard's tables
  await createIndexes(db, [
    ['transactions', ['createdAt']],
    ['transactions', ['userId', 'createdAt']],
    ['transactions', ['boxId']],
    ['deposits', ['createdAt']],
    ['deposits', ['userId']],
    ['withdrawals', ['status', 'createdAt']],
    ['withdrawals', ['userId']],
    ['wallet_ledger', ['userId', 'createdAt']],
    ['orders', ['userId']],
    ['orders', ['createdAt']],
    ['order_lines', ['createdAt']],
    ['order_lines', ['status']],
    ['order_lines', ['orderId']],
    ['order_lines', ['userId']],
    ['order_lines', ['productId']],
    ['return_requests', ['status']],
    ['return_requests', ['orderDetailId']],
    ['return_requests', ['userId']],
  ]);
  // named in lower case, as they always were
  await sql`create index withdrawals_decidedat_idx on withdrawals ("decidedAt")`.execute(db);
  await sql`create index order_lines_price_createdat_idx on order_lines (price, "createdAt")`.execute(db);
}
