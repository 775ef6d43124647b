/**
 * The users list's row actions and the profile's inventory removal, as
 * server/routes/users/actions.ts answers them: blockUser, addWalletAmount, updateUserPassword,
 * changeUserTypeToStreamer, deleteInventory.
 */
import { ApiError, idParams, say, t } from '../../../../../server/http';
import { inventoryParams, streamerBody, userPasswordBody, walletBody } from '../../../../../server/routes/users/schemas';
import { currentPasswordRefused, userNotFound } from '../../../../../server/routes/users/common';
import { formatEuro } from '../../../../domain/format';
import { blockResultMessage } from '../../../../domain/userBlock';
import { applyWalletChange } from '../../../../domain/wallet';
import { hashFakePassword, verifyFakePassword } from '../../passwords';
import { fakeRoute } from '../../router';
import { findUser, signedIn } from './shared';

export const userActionRoutes = [
  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/blockUser/:id',
    schema: { params: idParams },
    activity: {
      module: 'Users',
      action: 'block',
      describe: (_call, result) =>
        t(result.block ? 'users.server.activity.blocked' : 'users.server.activity.unblocked', { username: String(result.username) }),
    },
    handler: ({ db, params, now }) => {
      const user = findUser(db, params.id);
      if (!user) throw userNotFound();
      user.isBlock = !user.isBlock;
      user.updatedAt = now;
      return { msg: t(blockResultMessage(user.isBlock)), block: user.isBlock, username: user.username };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/addWalletAmount',
    schema: { body: walletBody },
    activity: {
      module: 'Users',
      action: 'wallet',
      describe: (_call, result) =>
        t('users.server.activity.wallet', {
          username: String(result.username),
          amount: formatEuro(Number(result.amount)),
          balance: formatEuro(Number(result.walletBalance)),
        }),
    },
    handler: (call) => {
      const { db, body, now } = call;
      const cents = body.walletAmount;
      const user = findUser(db, body.id);
      if (!user) throw userNotFound();
      const change = applyWalletChange(Number(user.walletBalance), cents);
      if (!change.ok) throw new ApiError(400, `walletAmount: ${say(change.message)}`);
      // the balance and its ledger row move together (server/wallet.ts recordWalletChange)
      user.walletBalance = change.balance;
      user.updatedAt = now;
      const [ledger] = db.add('wallet_ledger', [
        {
          userId: user.id,
          amount: cents / 100,
          kind: cents > 0 ? 'admin_credit' : 'admin_debit',
          refId: null,
          adminId: signedIn(call).id,
          createdAt: now,
        },
      ]);
      return {
        msg: t('users.wallet.success', { balance: formatEuro(change.balance) }),
        walletBalance: change.balance,
        amount: cents / 100,
        ledgerId: ledger.id,
        username: user.username,
      };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/updateUserPassword',
    schema: { body: userPasswordBody },
    activity: {
      module: 'Users',
      action: 'password',
      describe: (_call, result) => t('users.server.activity.password', { username: String(result.username) }),
    },
    handler: async ({ db, body, now }) => {
      const user = findUser(db, body.userid);
      if (!user) throw userNotFound();
      if (await verifyFakePassword(user.passwordHash, body.password)) throw currentPasswordRefused();
      user.passwordHash = await hashFakePassword(body.password);
      user.updatedAt = now;
      // QA mode has no mail server: the reply says so, as the server's does without SMTP_URL (server/mail.ts)
      return { msg: t('users.password.noMailServer'), username: user.username, mailSent: false };
    },
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/changeUserTypeToStreamer',
    schema: { body: streamerBody },
    activity: {
      module: 'Users',
      action: 'update',
      describe: (_call, result) => t('users.server.activity.streamer', { username: String(result.username) }),
    },
    handler: ({ db, body, now }) => {
      const user = findUser(db, body.userId);
      if (!user) throw userNotFound();
      if (user.userType === 'streamer') throw new ApiError(409, t('users.server.alreadyStreamer'));
      user.userType = 'streamer';
      user.updatedAt = now;
      return { msg: t('users.streamer.success'), userType: 'streamer', username: user.username };
    },
  }),

  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/deleteInventory/:inventoryId/:userId',
    schema: { params: inventoryParams },
    activity: {
      module: 'Users',
      action: 'delete',
      describe: (_call, result) =>
        t('users.server.activity.inventory', { product: String(result.product), username: String(result.username) }),
    },
    handler: ({ db, params: { inventoryId, userId } }) => {
      const item = db.rows('inventory').find((row) => row.id === inventoryId && row.userId === userId);
      const product = item && db.rows('products').find((row) => row.id === item.productId);
      const user = item && findUser(db, item.userId);
      if (!item || !product || !user) throw new ApiError(404, t('users.server.inventoryNotFound'));
      db.remove('inventory', (row) => row.id === inventoryId && row.userId === userId);
      return { msg: t('users.profile.removed'), product: product.name, username: user.username };
    },
  }),
];
