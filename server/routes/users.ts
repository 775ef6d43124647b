/**
 * Routes of the users area (core §7 users and settings rows; operations §7 users data and
 * deleteInventory); registered by buildApp (server/app.ts). Split by screen under ./users/.
 */
import type { AreaPlugin } from '../app';
import { userActionRoutes } from './users/actions';
import { userProfileRoutes } from './users/profile';
import { userRecordRoutes } from './users/records';
import { settingsRoutes } from './users/settings';

export const usersRoutes: AreaPlugin = async (app, { deps }) => {
  userRecordRoutes(app, deps.db, deps.listReplies);
  userActionRoutes(app, deps.db, deps.mailer);
  userProfileRoutes(app, deps.db);
  settingsRoutes(app, deps);
};
