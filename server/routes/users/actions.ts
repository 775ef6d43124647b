/**
 * Row actions of the users list (core §7): blockUser, addWalletAmount, updateUserPassword,
 * changeUserTypeToStreamer; and the profile's inventory removal (operations §7 deleteInventory).
 */
import { sql } from 'kysely';
import { route } from '../../route';
import { ApiError, idParams, say, t } from '../../http';
import { z } from 'zod';
import { okReply } from '../../replySchema';
import { applyWalletChange } from '../../../src/domain/wallet';
import { formatEuro } from '../../../src/domain/format';
import { USERS_WRITE } from './access';
import { inventoryParams, streamerBody, userPasswordBody, walletBody } from './schemas';
import { currentPasswordRefused, userNotFound } from './shared';
import { recordWalletChange } from '../../wallet';
import { mailNewPassword } from '../../passwordMail';

export const routes = [
  route({
    method: 'DELETE',
    url: '/blockUser/:id',
    access: USERS_WRITE,
    schema: { params: idParams, response: { 200: okReply({ block: z.boolean(), username: z.string() }) } },
    activity: {
      module: 'Users',
      action: 'block',
      describe: (_call, result) =>
        t(result.block ? 'resources.users.server.activity.blocked' : 'resources.users.server.activity.unblocked', {
          username: String(result.username),
        }),
    },
    handler: async (call) => {
      const { id } = call.params;
      const row = await call.db
        .updateTable('users')
        .set({ isBlock: sql<boolean>`not "isBlock"`, updatedAt: sql`now()` })
        .where('id', '=', id)
        .returning(['isBlock', 'username'])
        .executeTakeFirst();
      if (!row) throw userNotFound();
      return {
        msg: t(row.isBlock ? 'resources.users.block.blocked' : 'resources.users.block.unblocked'),
        block: row.isBlock,
        username: row.username,
      };
    },
  }),

  route({
    method: 'PUT',
    url: '/addWalletAmount',
    access: USERS_WRITE,
    // it moves a user's money (issue 62): a recent step-up first
    stepUp: { when: 'always: it moves money' },
    schema: {
      body: walletBody,
      response: { 200: okReply({ walletBalance: z.number(), amount: z.number(), ledgerId: z.string(), username: z.string() }) },
    },
    activity: {
      module: 'Users',
      action: 'wallet',
      describe: (_call, result) =>
        t('resources.users.server.activity.wallet', {
          username: String(result.username),
          amount: formatEuro(Number(result.amount)),
          balance: formatEuro(Number(result.walletBalance)),
        }),
    },
    handler: async (call) => {
      const { id, walletAmount: cents } = call.body;
      const adminId = call.admin.id;
      // one transaction: the balance, its ledger row and the activity row move together or not at all
      return call.withActivity(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['walletBalance', 'username'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!user) throw userNotFound();
        const change = applyWalletChange(Number(user.walletBalance), cents);
        if (!change.ok) throw new ApiError(400, `walletAmount: ${say(change.message)}`);
        const ledgerId = await recordWalletChange(trx, {
          userId: id,
          amount: cents / 100,
          kind: cents > 0 ? 'admin_credit' : 'admin_debit',
          refId: null,
          adminId,
        });
        return {
          msg: t('resources.users.wallet.success', { balance: formatEuro(change.balance) }),
          walletBalance: change.balance,
          amount: cents / 100,
          ledgerId,
          username: user.username,
        };
      });
    },
  }),

  route({
    method: 'PUT',
    url: '/updateUserPassword',
    access: USERS_WRITE,
    schema: { body: userPasswordBody, response: { 200: okReply({ username: z.string(), mailSent: z.boolean() }) } },
    activity: {
      module: 'Users',
      action: 'password',
      describe: (_call, result) => t('resources.users.server.activity.password', { username: String(result.username) }),
    },
    handler: async ({ body, db, deps }) => {
      const { userid, password } = body;
      const user = await db.selectFrom('users').select('passwordHash').where('id', '=', userid).executeTakeFirst();
      if (!user) throw userNotFound();
      if (user.passwordHash !== null && (await deps.passwords.verify(user.passwordHash, password))) throw currentPasswordRefused();
      const passwordHash = await deps.passwords.hash(password);
      const row = await db
        .updateTable('users')
        .set({ passwordHash, updatedAt: sql`now()` })
        .where('id', '=', userid)
        .returning(['username', 'email'])
        .executeTakeFirst();
      if (!row) throw userNotFound();
      // the password is set; the mail tells the user, or the reply tells the admin it did not go
      const mail = await mailNewPassword(deps.mailer, row, password, deps.log);
      return { ...mail, username: row.username };
    },
  }),

  route({
    method: 'POST',
    url: '/changeUserTypeToStreamer',
    access: USERS_WRITE,
    schema: { body: streamerBody, response: { 200: okReply({ userType: z.string(), username: z.string() }) } },
    activity: {
      module: 'Users',
      action: 'update',
      describe: (_call, result) => t('resources.users.server.activity.streamer', { username: String(result.username) }),
    },
    handler: async (call) => {
      const { userId } = call.body;
      // the change and its check are one statement: of concurrent requests exactly one makes it
      const changed = await call.db
        .updateTable('users')
        .set({ userType: 'streamer', updatedAt: sql`now()` })
        .where('id', '=', userId)
        .where('userType', '!=', 'streamer')
        .returning('username')
        .executeTakeFirst();
      if (changed) return { msg: t('resources.users.streamer.success'), userType: 'streamer', username: changed.username };
      const user = await call.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      throw user ? new ApiError(409, t('resources.users.server.alreadyStreamer')) : userNotFound();
    },
  }),

  route({
    method: 'DELETE',
    url: '/deleteInventory/:inventoryId/:userId',
    access: USERS_WRITE,
    schema: { params: inventoryParams, response: { 200: okReply({ product: z.string(), username: z.string() }) } },
    activity: {
      module: 'Users',
      action: 'delete',
      describe: (_call, result) =>
        t('resources.users.server.activity.inventory', { product: String(result.product), username: String(result.username) }),
    },
    handler: async (call) => {
      const { inventoryId, userId } = call.params;
      return call.withActivity(async (trx) => {
        const item = await trx
          .selectFrom('inventory')
          .innerJoin('products', 'products.id', 'inventory.productId')
          .innerJoin('users', 'users.id', 'inventory.userId')
          .select(['products.name as product', 'users.username as username'])
          .where('inventory.id', '=', inventoryId)
          .where('inventory.userId', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!item) throw new ApiError(404, t('resources.users.server.inventoryNotFound'));
        await trx.deleteFrom('inventory').where('id', '=', inventoryId).where('userId', '=', userId).execute();
        return { msg: t('resources.users.profile.removed'), product: item.product, username: item.username };
      });
    },
  }),
];
