/**
 * Withdrawal requests (operations §7): the list (path chosen here: GET api/admin/getWithdrawRequests),
 * approve (moves the money and writes wallet_ledger in one transaction), decline with a message,
 * bulk delete (delFunds).
 */
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { route } from '../../route';
import { ApiError, selectedIdsBody, t } from '../../http';
import { okReply, records } from '../../replySchema';
import { formatEuro } from '../../../src/domain/format';
import { WITHDRAWAL_DECIDE, WITHDRAWAL_DELETE, WITHDRAWAL_READ } from '../../../src/domain/profitAccess';
import { balanceCovers, canDecideWithdrawal, withdrawalAfterDecision } from '../../../src/domain/withdrawal';
import { iso } from './shared';
import { approveBody, declineBody } from './schemas';
import { recordWalletChange } from '../../wallet';

type Decided = {
  msg: string;
  orderId: string;
  username: string;
  amount: number;
  message?: string;
};

/** Loads a pending request for update, or throws 404 / 409 "already approved|declined". */
async function pendingRequest(trx: Transaction<Database>, orderId: string) {
  const row = await trx
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.userId')
    .select(['w.id', 'w.userId', 'w.orderId', 'w.status', 'w.swapnetoutamount', 'u.username', 'u.walletBalance'])
    .where('w.orderId', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, t('profit.server.withdrawalNotFound'));
  if (!canDecideWithdrawal(row.status)) throw new ApiError(409, t('profit.server.alreadyDecided', { status: row.status }));
  return row;
}

export const routes = [
  /** **Choice** (the spec does not show it): GET api/admin/getWithdrawRequests, reply key `withdrawRequests`. */
  route({
    method: 'GET',
    url: '/getWithdrawRequests',
    access: { anyOf: WITHDRAWAL_READ },
    schema: { response: { 200: okReply({ withdrawRequests: records }) } },
    handler: async ({ db }) => {
      const rows = await db
        .selectFrom('withdrawals as w')
        .innerJoin('users as u', 'u.id', 'w.userId')
        .select([
          'w.id',
          'w.userId',
          'u.username',
          'u.walletBalance',
          'w.orderId',
          'w.swapnetoutamount',
          'w.currencyAmount',
          'w.coinSymbol',
          'w.chain',
          'w.userType',
          'w.type',
          'w.status',
          'w.declineMsg',
          'w.decidedAt',
          'w.createdAt',
        ])
        .orderBy('w.createdAt', 'desc')
        .orderBy('w.id')
        .execute();
      const withdrawRequests = rows.map(({ id, decidedAt, createdAt, ...rest }) => ({
        _id: id,
        ...rest,
        decidedAt: iso(decidedAt),
        createdAt: iso(createdAt),
      }));
      return { msg: t('profit.server.withdrawals'), withdrawRequests };
    },
  }),

  route({
    method: 'POST',
    url: '/ccpayment/withdrawFromAdmin',
    access: { anyOf: WITHDRAWAL_DECIDE },
    schema: { body: approveBody, response: { 200: okReply({ orderId: z.string(), username: z.string(), amount: z.number() }) } },
    activity: {
      module: 'Withdraws',
      action: 'approve',
      describe: (_call, result) =>
        t('profit.activity.withdrawalApproved', {
          orderId: String(result.orderId),
          username: String(result.username),
          amount: formatEuro(Number(result.amount)),
        }),
    },
    handler: async (call) => {
      const { orderId } = call.body;
      const adminId = call.admin.id;
      return call.withActivity(async (trx): Promise<Decided> => {
        const request = await pendingRequest(trx, orderId);
        const amount = Number(request.swapnetoutamount);
        if (!balanceCovers(Number(request.walletBalance), amount)) {
          throw new ApiError(
            409,
            t('profit.server.balanceTooLow', { balance: formatEuro(Number(request.walletBalance)), amount: formatEuro(amount) }),
          );
        }
        await recordWalletChange(trx, { userId: request.userId, amount: -amount, kind: 'withdrawal', refId: request.id, adminId });
        await trx
          .updateTable('withdrawals')
          .set({ ...withdrawalAfterDecision(), decidedBy: adminId, decidedAt: sql<Date>`now()` })
          .where('id', '=', request.id)
          .execute();
        return { msg: t('profit.server.approved'), orderId: request.orderId, username: request.username, amount };
      });
    },
  }),

  route({
    method: 'POST',
    url: '/ccpayment/withdrawDeclineByAdmin',
    access: { anyOf: WITHDRAWAL_DECIDE },
    schema: {
      body: declineBody,
      response: { 200: okReply({ orderId: z.unknown(), username: z.string(), amount: z.number(), message: z.string() }) },
    },
    activity: {
      module: 'Withdraws',
      action: 'decline',
      describe: (_call, result) =>
        t('profit.activity.withdrawalDeclined', {
          orderId: String(result.orderId),
          username: String(result.username),
          message: String(result.message),
        }),
    },
    handler: async (call) => {
      const { orderId, msg } = call.body;
      const adminId = call.admin.id;
      return call.withActivity(async (trx): Promise<Decided> => {
        const request = await pendingRequest(trx, orderId);
        await trx
          .updateTable('withdrawals')
          .set({ ...withdrawalAfterDecision(msg), decidedBy: adminId, decidedAt: sql<Date>`now()` })
          .where('id', '=', request.id)
          .execute();
        return {
          msg: t('profit.server.declined'),
          orderId: request.orderId,
          username: request.username,
          amount: Number(request.swapnetoutamount),
          message: msg,
        };
      });
    },
  }),

  route({
    method: 'PUT',
    url: '/deleteSelectedWithdrawRequest',
    access: { anyOf: WITHDRAWAL_DELETE },
    schema: { body: selectedIdsBody(), response: { 200: okReply({ deletedCount: z.number() }) } },
    activity: {
      module: 'Withdraws',
      action: 'delete',
      describe: (_call, result) => t('profit.activity.withdrawalsDeleted', { count: Number(result.deletedCount) }),
    },
    handler: async ({ db, body }) => {
      const { ids } = body;
      const deleted = await db.deleteFrom('withdrawals').where('id', 'in', ids).returning('id').execute();
      return { msg: t('profit.server.deleted'), deletedCount: deleted.length };
    },
  }),
];
