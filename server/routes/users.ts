/**
 * Routes of the users area (core §7 users and settings rows; operations §7 users data and
 * deleteInventory); registered by buildApp (server/app.ts). Split by screen under ./users/.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { userActionRoutes } from './users/actions';
import { userProfileRoutes } from './users/profile';
import { userRecordRoutes } from './users/records';
import { settingsRoutes } from './users/settings';

export function usersRoutes(app: FastifyInstance, deps: AppDeps): void {
  userRecordRoutes(app, deps.db, deps.listReplies);
  userActionRoutes(app, deps.db);
  userProfileRoutes(app, deps.db);
  settingsRoutes(app, deps);
}
