/**
 * The user profile page's reads (core §7, operations §7 "Users data"): getUserDetailById and
 * getloginHistoryData. Lists hold the latest USER_DETAIL_LIST_LIMIT rows; counts and PnL are SQL
 * aggregates over the whole history.
 */
import { route } from '../../route';
import { idParams, t, apiRow } from '../../http';
import { z } from 'zod';
import { okReply, record, records } from '../../replySchema';
import { USER_DETAIL_LIST_LIMIT } from '../../../src/domain/types/users';
import { USER_PROFILE_READ } from './access';
import { USER_COLUMNS, userNotFound } from './shared';

function boxRef(id: string | null, name: string | null, image: string | null) {
  return id && name !== null ? { _id: id, name, image } : null;
}

function productRef(id: string | null, name: string | null, bannerImage: string | null, sellPrice: number | null) {
  return id && name !== null ? { _id: id, name, bannerImage, sellPrice: Number(sellPrice ?? 0) } : null;
}

export const routes = [
  route({
    method: 'GET',
    url: '/getUserDetailById/:id',
    access: USER_PROFILE_READ,
    schema: {
      params: idParams,
      response: {
        200: okReply({
          userData: record,
          openBoxCount: z.number(),
          boxList: z.array(z.unknown()),
          transactionsData: records,
          playBattleList: z.array(z.unknown()),
          inventoryList: records,
          transactionsCount: z.number(),
          inventoryCount: z.number(),
        }),
      },
    },
    handler: async ({ db, params }) => {
      const { id } = params;
      const user = await db
        .selectFrom('users')
        .select([...USER_COLUMNS, 'walletBalance', 'profile'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) throw userNotFound();

      const [openings, transactionsCount, inventoryCount, boxRows, transactionRows, inventoryRows] = await Promise.all([
        db
          .selectFrom('box_openings')
          .select((eb) => [
            eb.fn.countAll<number>().as('count'),
            eb.fn.coalesce(eb.fn.sum<number>('productSellPrice'), eb.lit(0)).as('won'),
            eb.fn.coalesce(eb.fn.sum<number>('boxPrice'), eb.lit(0)).as('spent'),
          ])
          .where('userId', '=', id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('transactions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('userId', '=', id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('inventory')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('userId', '=', id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('box_openings as o')
          .leftJoin('boxes as b', 'b.id', 'o.boxId')
          .leftJoin('products as p', 'p.id', 'o.productId')
          .select([
            'o.id',
            'o.createdAt',
            'o.boxId',
            'b.name as boxName',
            'b.image as boxImage',
            'o.productId',
            'p.name as productName',
            'p.bannerImage',
            'o.productSellPrice',
          ])
          .where('o.userId', '=', id)
          .orderBy('o.createdAt', 'desc')
          .limit(USER_DETAIL_LIST_LIMIT)
          .execute(),
        db
          .selectFrom('transactions as tr')
          .leftJoin('boxes as b', 'b.id', 'tr.boxId')
          .select([
            'tr.id',
            'tr.boxId',
            'b.name as boxName',
            'b.image as boxImage',
            'tr.paymentIntentId',
            'tr.currency',
            'tr.status',
            'tr.amount',
            'tr.createdAt',
          ])
          .where('tr.userId', '=', id)
          .orderBy('tr.createdAt', 'desc')
          .limit(USER_DETAIL_LIST_LIMIT)
          .execute(),
        db
          .selectFrom('inventory as i')
          .innerJoin('products as p', 'p.id', 'i.productId')
          .select(['i.id', 'i.createdAt', 'i.productId', 'p.name', 'p.bannerImage', 'p.sellPrice'])
          .where('i.userId', '=', id)
          .orderBy('i.createdAt', 'desc')
          .limit(USER_DETAIL_LIST_LIMIT)
          .execute(),
      ]);

      const won = Number(openings.won);
      const spent = Number(openings.spent);
      return {
        msg: t('resources.users.server.details'),
        userData: { ...apiRow(user), walletBalance: Number(user.walletBalance) },
        openBoxCount: Number(openings.count),
        // Choice: the user's profit and loss on boxes = value of the products won - price paid for the boxes
        pnL: Math.round((won - spent) * 100) / 100,
        boxList: boxRows.map((r) => ({
          _id: String(r.id),
          boxId: boxRef(r.boxId, r.boxName, r.boxImage),
          result: { pid: productRef(r.productId, r.productName, r.bannerImage, r.productSellPrice) },
          createdAt: r.createdAt,
        })),
        transactionsData: transactionRows.map((r) => ({
          _id: r.id,
          boxId: boxRef(r.boxId, r.boxName, r.boxImage),
          paymentIntentId: r.paymentIntentId,
          currency: r.currency,
          status: r.status,
          amount: Number(r.amount),
          createdAt: r.createdAt,
        })),
        // Choice: this shop has no battles; the key is kept (core §3) and always empty
        playBattleList: [],
        inventoryList: inventoryRows.map((r) => ({
          _id: r.id,
          productId: productRef(r.productId, r.name, r.bannerImage, r.sellPrice),
          createdAt: r.createdAt,
        })),
        transactionsCount: Number(transactionsCount.n),
        inventoryCount: Number(inventoryCount.n),
      };
    },
  }),

  route({
    method: 'GET',
    url: '/getloginHistoryData/:id',
    access: USER_PROFILE_READ,
    schema: { params: idParams, response: { 200: okReply({ loginHistory: records }) } },
    handler: async ({ db, params }) => {
      const { id } = params;
      const user = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      if (!user) throw userNotFound();
      const rows = await db
        .selectFrom('login_history')
        .select(['id', 'ip', 'userAgent', 'loginAt'])
        .where('userId', '=', id)
        .orderBy('loginAt', 'desc')
        .limit(USER_DETAIL_LIST_LIMIT)
        .execute();
      return { msg: t('resources.users.server.loginHistory'), loginHistory: rows.map(apiRow) };
    },
  }),
];
