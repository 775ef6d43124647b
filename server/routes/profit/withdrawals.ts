/**
 * Withdrawal requests (operations §7): the list (path chosen here: GET api/admin/getWithdrawRequests),
 * approve (moves the money and writes wallet_ledger in one transaction), decline with a message,
 * bulk delete (delFunds). Four eyes (issue 62): a request above the team's threshold needs two
 * approvals by two different admins, each after a recent step-up; the first only marks it, the
 * second moves the money. The request's row is locked for each decision, so the money moves once.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { route } from '../../route';
import { ApiError, selectedIdsBody, t } from '../../http';
import { okReply, records } from '../../replySchema';
import { formatEuro } from '../../../src/domain/format';
import { WITHDRAWAL_DECIDE, WITHDRAWAL_DELETE, WITHDRAWAL_READ } from '../../../src/domain/profitAccess';
import {
  DEFAULT_FOUR_EYES_THRESHOLD,
  approvalStage,
  approvalStep,
  balanceCovers,
  canDecideWithdrawal,
  needsFourEyes,
  withdrawalAfterDecision,
} from '../../../src/domain/withdrawal';
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

/** The amount above which a withdrawal needs two approvals (admin_settings). */
export async function fourEyesThreshold(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('admin_settings').select('fourEyesThreshold').where('id', '=', 1).executeTakeFirst();
  return Number(row?.fourEyesThreshold ?? DEFAULT_FOUR_EYES_THRESHOLD);
}

/** Loads a pending request for update, or throws 404 / 409 "already approved|declined". */
async function pendingRequest(trx: Transaction<Database>, orderId: string) {
  const row = await trx
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.userId')
    .select(['w.id', 'w.userId', 'w.orderId', 'w.status', 'w.swapnetoutamount', 'w.firstApprovedBy', 'u.username', 'u.walletBalance'])
    .where('w.orderId', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, t('resources.withdrawals.server.notFound'));
  if (!canDecideWithdrawal(row.status)) throw new ApiError(409, t('resources.withdrawals.server.alreadyDecided', { status: row.status }));
  return row;
}

export const routes = [
  /** **Choice** (the spec does not show it): GET api/admin/getWithdrawRequests, reply key `withdrawRequests`. */
  route({
    method: 'GET',
    url: '/getWithdrawRequests',
    access: { anyOf: WITHDRAWAL_READ },
    schema: { response: { 200: okReply({ withdrawRequests: records, fourEyesThreshold: z.number() }) } },
    handler: async ({ db }) => {
      const rows = await db
        .selectFrom('withdrawals as w')
        .innerJoin('users as u', 'u.id', 'w.userId')
        .leftJoin('admins as first', 'first.id', 'w.firstApprovedBy')
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
          'w.firstApprovedBy',
          'w.firstApprovedAt',
          sql<string | null>`nullif(trim(first.firstname || ' ' || first.lastname), '')`.as('firstApproverName'),
          'first.email as firstApproverEmail',
        ])
        .orderBy('w.createdAt', 'desc')
        .orderBy('w.id')
        .execute();
      const withdrawRequests = rows.map(({ id, decidedAt, createdAt, firstApprovedAt, ...rest }) => ({
        _id: id,
        ...rest,
        decidedAt: iso(decidedAt),
        createdAt: iso(createdAt),
        firstApprovedAt: iso(firstApprovedAt),
        ...(rest.status === 'pending' ? { approvalStage: approvalStage(rest.firstApprovedBy) } : {}),
      }));
      return { msg: t('resources.withdrawals.server.list'), withdrawRequests, fourEyesThreshold: await fourEyesThreshold(db) };
    },
  }),

  route({
    method: 'POST',
    url: '/ccpayment/withdrawFromAdmin',
    access: { anyOf: WITHDRAWAL_DECIDE },
    stepUp: {
      when: 'for a request above the four-eyes threshold (each of its two approvals)',
      needed: async ({ db, body }) => {
        const request = await db
          .selectFrom('withdrawals')
          .select('swapnetoutamount')
          .where('orderId', '=', body.orderId)
          .executeTakeFirst();
        return request !== undefined && needsFourEyes(Number(request.swapnetoutamount), await fourEyesThreshold(db));
      },
    },
    schema: {
      body: approveBody,
      response: { 200: okReply({ orderId: z.string(), username: z.string(), amount: z.number(), awaitingSecondApproval: z.boolean() }) },
    },
    activity: {
      module: 'Withdraws',
      action: 'approve',
      describe: (_call, result) =>
        t(result.awaitingSecondApproval ? 'resources.withdrawals.activity.firstApproval' : 'resources.withdrawals.activity.approved', {
          orderId: String(result.orderId),
          username: String(result.username),
          amount: formatEuro(Number(result.amount)),
        }),
    },
    handler: async (call) => {
      const { orderId } = call.body;
      const adminId = call.admin.id;
      const threshold = await fourEyesThreshold(call.db);
      return call.withActivity(async (trx) => {
        const request = await pendingRequest(trx, orderId);
        const amount = Number(request.swapnetoutamount);
        const step = approvalStep({ amount, firstApprovedBy: request.firstApprovedBy }, threshold, adminId);
        if (step === 'sameApprover') throw new ApiError(409, t('resources.withdrawals.server.sameApprover'));
        if (!balanceCovers(Number(request.walletBalance), amount)) {
          throw new ApiError(
            409,
            t('resources.withdrawals.server.balanceTooLow', {
              balance: formatEuro(Number(request.walletBalance)),
              amount: formatEuro(amount),
            }),
          );
        }
        const reply = { orderId: request.orderId, username: request.username, amount };
        if (step === 'firstApproval') {
          await trx
            .updateTable('withdrawals')
            .set({ firstApprovedBy: adminId, firstApprovedAt: sql<Date>`now()` })
            .where('id', '=', request.id)
            .execute();
          return { msg: t('resources.withdrawals.server.firstApproval'), ...reply, awaitingSecondApproval: true };
        }
        await recordWalletChange(trx, { userId: request.userId, amount: -amount, kind: 'withdrawal', refId: request.id, adminId });
        await trx
          .updateTable('withdrawals')
          .set({ ...withdrawalAfterDecision(), decidedBy: adminId, decidedAt: sql<Date>`now()` })
          .where('id', '=', request.id)
          .execute();
        return { msg: t('resources.withdrawals.server.approved'), ...reply, awaitingSecondApproval: false };
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
        t('resources.withdrawals.activity.declined', {
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
          msg: t('resources.withdrawals.server.declined'),
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
      describe: (_call, result) => t('resources.withdrawals.activity.deleted', { count: Number(result.deletedCount) }),
    },
    handler: async ({ db, body }) => {
      const { ids } = body;
      const deleted = await db.deleteFrom('withdrawals').where('id', 'in', ids).returning('id').execute();
      return { msg: t('resources.orders.server.deleted'), deletedCount: deleted.length };
    },
  }),
];
