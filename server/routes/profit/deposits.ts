/**
 * Purchase history and deposits (operations §7). Every route needs a Deposits permission (read,
 * write or del; the core spelling Deposite too). Paths and reply keys: docs/api.md "Profit".
 * A deposit's orderInfo.shippingAddress (operations §3) is the user's address on file: the one of
 * their latest order (users have no address column), null for a user who never ordered.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, ShippingAddress } from '../../db/schema';
import { route } from '../../route';
import { ApiError, idParams, t } from '../../http';
import { okReply, record, records } from '../../replySchema';
import { DEPOSIT_READ } from '../../../src/domain/profitAccess';
import { iso } from './shared';
import { byUserQuery } from './schemas';

const access = { anyOf: DEPOSIT_READ };

function depositQuery(db: Kysely<Database>) {
  return db
    .selectFrom('deposits as d')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .select([
      'd.id',
      'd.orderId',
      'd.amount',
      'd.currencyAmount',
      'd.coinSymbol',
      'd.chain',
      'd.price',
      'd.status',
      'd.createdAt',
      'd.updatedAt',
      'u.id as userKey',
      'u.username',
      'u.mobile',
    ])
    .select((eb) =>
      eb
        .selectFrom('orders as o')
        .select('o.shippingAddress')
        .whereRef('o.userId', '=', 'd.userId')
        .orderBy('o.createdAt', 'desc')
        .orderBy('o.id', 'desc')
        .limit(1)
        .as('shippingAddress'),
    );
}
/** jsonb comes back parsed from PostgreSQL and PGlite; text (a driver without jsonb parsing) is parsed here. */
const addressOf = (value: unknown): ShippingAddress | null =>
  value === null || value === undefined ? null : ((typeof value === 'string' ? JSON.parse(value) : value) as ShippingAddress);
type DepositRow = Awaited<ReturnType<ReturnType<typeof depositQuery>['execute']>>[number];
const depositOut = (d: DepositRow) => ({
  _id: d.id,
  orderId: d.orderId,
  orderInfo: { shippingAddress: addressOf(d.shippingAddress) },
  userId: { _id: d.userKey, username: d.username, mobile: d.mobile },
  amount: d.amount,
  currencyAmount: d.currencyAmount,
  coinSymbol: d.coinSymbol,
  chain: d.chain,
  price: d.price,
  status: d.status,
  createdAt: iso(d.createdAt),
  updatedAt: iso(d.updatedAt),
});

export const routes = [
  route({
    method: 'GET',
    url: '/getUserPurchaseHistory',
    access,
    schema: { response: { 200: okReply({ purchaseHistory: records }) } },
    handler: async ({ db }) => {
      const rows = await db
        .selectFrom('transactions as t')
        .innerJoin('users as u', 'u.id', 't.userId')
        .leftJoin('boxes as b', 'b.id', 't.boxId')
        .select([
          't.id',
          't.paymentIntentId',
          't.amount',
          't.currency',
          't.status',
          't.createdAt',
          'u.id as userKey',
          'u.username',
          'b.id as boxKey',
          'b.name as boxName',
        ])
        .orderBy('t.createdAt', 'desc')
        .orderBy('t.id')
        .execute();
      const purchaseHistory = rows.map((r) => ({
        _id: r.id,
        userId: { _id: r.userKey, username: r.username },
        boxId: r.boxKey ? { _id: r.boxKey, name: r.boxName ?? '' } : null,
        paymentIntentId: r.paymentIntentId,
        amount: r.amount,
        currency: r.currency,
        status: r.status,
        createdAt: iso(r.createdAt),
      }));
      return { msg: t('resources.purchaseHistory.server.list'), purchaseHistory };
    },
  }),

  /** Every crypto deposit, newest first. */
  route({
    method: 'GET',
    url: '/getDepositeTransactions',
    access,
    schema: { response: { 200: okReply({ depositeTransactions: records }) } },
    handler: async ({ db }) => {
      const rows = await depositQuery(db).orderBy('d.createdAt', 'desc').orderBy('d.id').execute();
      return { msg: t('resources.deposits.server.list'), depositeTransactions: rows.map(depositOut) };
    },
  }),

  /** Totals of the successful deposits, overall and per coin. */
  route({
    method: 'GET',
    url: '/getDepositData',
    access,
    schema: {
      response: {
        200: okReply({ depositData: z.looseObject({ count: z.number(), totalAmount: z.number(), byCoin: z.array(z.unknown()) }) }),
      },
    },
    handler: async ({ db }) => {
      const byCoin = await db
        .selectFrom('deposits')
        .select(({ fn }) => [
          'coinSymbol',
          fn.countAll<number>().as('count'),
          fn.sum<number>('amount').as('amount'),
          fn.sum<number>('currencyAmount').as('currencyAmount'),
        ])
        .where('status', '=', 'success')
        .groupBy('coinSymbol')
        .orderBy('coinSymbol')
        .execute();
      const coins = byCoin.map((c) => ({
        coinSymbol: c.coinSymbol,
        count: Number(c.count),
        amount: Number(c.amount),
        currencyAmount: Number(c.currencyAmount),
      }));
      const depositData = {
        count: coins.reduce((sum, c) => sum + c.count, 0),
        totalAmount: Math.round(coins.reduce((sum, c) => sum + c.amount, 0) * 100) / 100,
        byCoin: coins,
      };
      return { msg: t('resources.deposits.server.detail'), depositData };
    },
  }),

  /** One deposit by its _id (the deposit invoice). */
  route({
    method: 'GET',
    url: '/getDepositDataById/:id',
    access,
    schema: { params: idParams, response: { 200: okReply({ depositData: record }) } },
    handler: async ({ db, params }) => {
      const { id } = params;
      const row = await depositQuery(db).where('d.id', '=', id).executeTakeFirst();
      if (!row) throw new ApiError(404, t('resources.deposits.server.notFound'));
      return { msg: t('resources.deposits.server.detail'), depositData: depositOut(row) };
    },
  }),

  /** The gateway (ccpayment) transactions of one user: {id} is the user's _id. */
  route({
    method: 'GET',
    url: '/ccpaymenttransactions/:id',
    access,
    schema: { params: idParams, response: { 200: okReply({ transactions: records }) } },
    handler: async ({ db, params }) => {
      const { id } = params;
      const rows = await depositQuery(db).where('d.userId', '=', id).orderBy('d.createdAt', 'desc').orderBy('d.id').execute();
      return { msg: t('resources.depositsByUser.server.userTransactions'), transactions: rows.map(depositOut) };
    },
  }),

  /** Deposit totals per user (optionally one user: ?userId=). */
  route({
    method: 'GET',
    url: '/ccpayment/getDepositListbyUser',
    access,
    schema: { querystring: byUserQuery, response: { 200: okReply({ depositList: records }) } },
    handler: async ({ db, query: { userId } }) => {
      let query = db
        .selectFrom('deposits as d')
        .innerJoin('users as u', 'u.id', 'd.userId')
        .select(({ fn }) => [
          'u.id as userKey',
          'u.username',
          fn.countAll<number>().as('count'),
          fn.sum<number>('d.amount').as('amount'),
          fn.max('d.createdAt').as('lastDepositAt'),
        ])
        .where('d.status', '=', 'success')
        .groupBy(['u.id', 'u.username'])
        .orderBy('u.username');
      if (userId) query = query.where('d.userId', '=', userId);
      const rows = await query.execute();
      const depositList = rows.map((r) => ({
        _id: r.userKey,
        userId: { _id: r.userKey, username: r.username },
        count: Number(r.count),
        amount: Math.round(Number(r.amount) * 100) / 100,
        lastDepositAt: iso(r.lastDepositAt as Date | null),
      }));
      return { msg: t('resources.depositsByUser.server.list'), depositList };
    },
  }),
];
