/**
 * The user profile page's reads, as server/routes/users/profile.ts answers them:
 * getUserDetailById (the latest USER_DETAIL_LIST_LIMIT rows of each list, counts and PnL over the
 * whole history) and getloginHistoryData.
 */
import { apiRow, idParams, t } from '../../../../../server/http';
import { userNotFound } from '../../../../../server/routes/users/common';
import { USER_DETAIL_LIST_LIMIT } from '../../../../domain/types/users';
import type { FakeDb, FakeRow } from '../../db';
import { fakeRoute } from '../../router';
import { findUser, userColumns } from './shared';

type Keyed = { id: string; name: string };

function byId<T extends { id: string }>(rows: readonly T[]): Map<string, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

/** Newest first by `at`, the first USER_DETAIL_LIST_LIMIT rows. */
function latest<T>(rows: readonly T[], at: (row: T) => Date): T[] {
  return [...rows].sort((a, b) => at(b).getTime() - at(a).getTime()).slice(0, USER_DETAIL_LIST_LIMIT);
}

/** Sums euro amounts in cents, as the database sums numeric values (exactly). */
function sumEuro(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + Math.round(Number(value) * 100), 0) / 100;
}

function boxRef(box: (Keyed & { image: string | null }) | undefined) {
  return box ? { _id: box.id, name: box.name, image: box.image } : null;
}

/** A product as the lists show it, at `sellPrice` (the opening's price for a win, the product's own in the inventory). */
function productRef(product: FakeRow<'products'> | undefined, sellPrice: number) {
  return product ? { _id: product.id, name: product.name, bannerImage: product.bannerImage, sellPrice: Number(sellPrice) } : null;
}

function userDetail(db: FakeDb, user: FakeRow<'users'>) {
  const boxes = byId(db.rows('boxes'));
  const products = byId(db.rows('products'));
  const openings = db.rows('box_openings').filter((row) => row.userId === user.id);
  const transactions = db.rows('transactions').filter((row) => row.userId === user.id);
  const inventory = db.rows('inventory').filter((row) => row.userId === user.id && products.has(row.productId));
  const won = sumEuro(openings.map((row) => row.productSellPrice));
  const spent = sumEuro(openings.map((row) => row.boxPrice));
  return {
    msg: t('users.server.userDetails'),
    userData: { ...apiRow(userColumns(user)), walletBalance: Number(user.walletBalance), profile: user.profile },
    openBoxCount: openings.length,
    // the user's profit and loss on boxes = value of the products won - price paid for the boxes
    pnL: Math.round((won - spent) * 100) / 100,
    boxList: latest(openings, (row) => row.createdAt).map((row) => ({
      _id: String(row.id),
      boxId: boxRef(boxes.get(row.boxId)),
      result: { pid: productRef(products.get(row.productId), row.productSellPrice) },
      createdAt: row.createdAt,
    })),
    transactionsData: latest(transactions, (row) => row.createdAt).map((row) => ({
      _id: row.id,
      boxId: row.boxId === null ? null : boxRef(boxes.get(row.boxId)),
      paymentIntentId: row.paymentIntentId,
      currency: row.currency,
      status: row.status,
      amount: Number(row.amount),
      createdAt: row.createdAt,
    })),
    // this shop has no battles; the key is kept (core §3) and always empty
    playBattleList: [],
    inventoryList: latest(inventory, (row) => row.createdAt).map((row) => {
      const product = products.get(row.productId);
      return { _id: row.id, productId: productRef(product, product?.sellPrice ?? 0), createdAt: row.createdAt };
    }),
    transactionsCount: transactions.length,
    inventoryCount: db.rows('inventory').filter((row) => row.userId === user.id).length,
  };
}

export const userProfileRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getUserDetailById/:id',
    schema: { params: idParams },
    handler: ({ db, params }) => {
      const user = findUser(db, params.id);
      if (!user) throw userNotFound();
      return userDetail(db, user);
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getloginHistoryData/:id',
    schema: { params: idParams },
    handler: ({ db, params }) => {
      if (!findUser(db, params.id)) throw userNotFound();
      const rows = latest(
        db.rows('login_history').filter((row) => row.userId === params.id),
        (row) => row.loginAt,
      );
      return {
        msg: t('users.server.loginHistory'),
        loginHistory: rows.map(({ id, ip, userAgent, loginAt }) => apiRow({ id, ip, userAgent, loginAt })),
      };
    },
  }),
];
