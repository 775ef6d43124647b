/** Routes of the profit area; registered by buildApp (server/app.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { depositRoutes } from './profit/deposits';
import { orderRoutes } from './profit/orders';
import { withdrawalRoutes } from './profit/withdrawals';

export function profitRoutes(app: FastifyInstance, deps: AppDeps): void {
  orderRoutes(app, deps);
  withdrawalRoutes(app, deps);
  depositRoutes(app, deps);
}
