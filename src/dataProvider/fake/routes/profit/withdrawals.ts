/**
 * Withdrawal requests, as server/routes/profit/withdrawals.ts answers them: the list; approve (the
 * wallet is debited and a wallet_ledger row written, never beyond the balance); decline with a
 * message; bulk delete. Only a pending request is decided (src/domain/withdrawal.ts). Four eyes (issue
 * 62): above the team's threshold, the first approval only marks it; another admin's moves the money.
 */
import { ApiError, selectedIdsBody, t, type ReplyBody } from '../../../../../server/http';
import { approveBody, declineBody } from '../../../../../server/routes/profit/schemas';
import { iso } from '../../../../../server/routes/profit/shared';
import { formatEuro } from '../../../../domain/format';
import {
  DEFAULT_FOUR_EYES_THRESHOLD,
  approvalStage,
  approvalStep,
  balanceCovers,
  canDecideWithdrawal,
  withdrawalAfterDecision,
} from '../../../../domain/withdrawal';
import type { FakeDb } from '../../db';
import { fakeRoute } from '../../router';
import { byId, cents, orderRows } from './shared';

/** A pending request with its user, or the server's 404 / 409 "already approved|declined". */
function pendingRequest(db: FakeDb, orderId: string) {
  const request = db.rows('withdrawals').find((w) => w.orderId === orderId);
  const user = request && db.rows('users').find((u) => u.id === request.userId);
  if (!request || !user) throw new ApiError(404, t('profit.server.withdrawalNotFound'));
  if (!canDecideWithdrawal(request.status)) throw new ApiError(409, t('profit.server.alreadyDecided', { status: request.status }));
  return { request, user };
}

const amountOf = (result: ReplyBody) => Number(result.amount);

/** The amount above which a withdrawal needs two approvals (admin_settings, as the server reads it). */
const fourEyesThreshold = (db: FakeDb) =>
  Number(db.rows('admin_settings').find((row) => row.id === 1)?.fourEyesThreshold ?? DEFAULT_FOUR_EYES_THRESHOLD);

export const withdrawalRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getWithdrawRequests',
    handler: ({ db }) => {
      const users = byId(db.rows('users'));
      const admins = byId(db.rows('admins'));
      const withdrawRequests = orderRows(db.rows('withdrawals'), [(w) => w.createdAt, 'desc'], [(w) => w.id, 'asc']).flatMap((w) => {
        const u = users.get(w.userId);
        if (!u) return [];
        // a column the seed leaves out is NULL, as in the database
        const firstApprovedBy = w.firstApprovedBy ?? null;
        const first = firstApprovedBy === null ? undefined : admins.get(firstApprovedBy);
        return [
          {
            _id: w.id,
            userId: w.userId,
            username: u.username,
            walletBalance: u.walletBalance,
            orderId: w.orderId,
            swapnetoutamount: w.swapnetoutamount,
            currencyAmount: w.currencyAmount,
            coinSymbol: w.coinSymbol,
            chain: w.chain,
            userType: w.userType,
            type: w.type,
            status: w.status,
            declineMsg: w.declineMsg,
            decidedAt: iso(w.decidedAt),
            createdAt: iso(w.createdAt),
            firstApprovedBy,
            firstApproverName: first ? `${first.firstname} ${first.lastname}`.trim() || null : null,
            firstApproverEmail: first?.email ?? null,
            firstApprovedAt: iso(w.firstApprovedAt ?? null),
            ...(w.status === 'pending' ? { approvalStage: approvalStage(firstApprovedBy) } : {}),
          },
        ];
      });
      return { msg: t('profit.server.withdrawals'), withdrawRequests, fourEyesThreshold: fourEyesThreshold(db) };
    },
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/ccpayment/withdrawFromAdmin',
    schema: { body: approveBody },
    activity: {
      module: 'Withdraws',
      action: 'approve',
      describe: (_call, result) =>
        t(result.awaitingSecondApproval ? 'profit.activity.withdrawalFirstApproval' : 'profit.activity.withdrawalApproved', {
          orderId: String(result.orderId),
          username: String(result.username),
          amount: formatEuro(amountOf(result)),
        }),
    },
    handler: ({ db, body, admin, now }) => {
      const { request, user } = pendingRequest(db, body.orderId);
      const amount = Number(request.swapnetoutamount);
      const balance = Number(user.walletBalance);
      const adminId = admin?.id ?? null;
      const step = approvalStep({ amount, firstApprovedBy: request.firstApprovedBy ?? null }, fourEyesThreshold(db), adminId ?? '');
      if (step === 'sameApprover') throw new ApiError(409, t('profit.server.sameApprover'));
      if (!balanceCovers(balance, amount)) {
        throw new ApiError(409, t('profit.server.balanceTooLow', { balance: formatEuro(balance), amount: formatEuro(amount) }));
      }
      const reply = { orderId: request.orderId, username: user.username, amount };
      if (step === 'firstApproval') {
        request.firstApprovedBy = adminId;
        request.firstApprovedAt = now;
        return { msg: t('profit.server.firstApproval'), ...reply, awaitingSecondApproval: true };
      }
      // the one way money moves (server/wallet.ts): the balance and its ledger row
      user.walletBalance = (cents(balance) - cents(amount)) / 100;
      user.updatedAt = now;
      db.add('wallet_ledger', [{ userId: user.id, amount: -amount, kind: 'withdrawal', refId: request.id, adminId, createdAt: now }]);
      Object.assign(request, withdrawalAfterDecision());
      request.decidedBy = adminId;
      request.decidedAt = now;
      return { msg: t('profit.server.approved'), ...reply, awaitingSecondApproval: false };
    },
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/ccpayment/withdrawDeclineByAdmin',
    schema: { body: declineBody },
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
    handler: ({ db, body, admin, now }) => {
      const { request, user } = pendingRequest(db, body.orderId);
      Object.assign(request, withdrawalAfterDecision(body.msg));
      request.decidedBy = admin?.id ?? null;
      request.decidedAt = now;
      return {
        msg: t('profit.server.declined'),
        orderId: request.orderId,
        username: user.username,
        amount: Number(request.swapnetoutamount),
        message: body.msg,
      };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/deleteSelectedWithdrawRequest',
    schema: { body: selectedIdsBody() },
    activity: {
      module: 'Withdraws',
      action: 'delete',
      describe: (_call, result) => t('profit.activity.withdrawalsDeleted', { count: Number(result.deletedCount) }),
    },
    handler: ({ db, body }) => {
      const ids = new Set(body.ids);
      const deleted = db.remove('withdrawals', (w) => ids.has(w.id));
      return { msg: t('profit.server.deleted'), deletedCount: deleted.length };
    },
  }),
];
