/** Routes of the profit area; registered by buildApp (server/app.ts). */
import type { AreaPlugin } from '../app';
import { depositRoutes } from './profit/deposits';
import { orderRoutes } from './profit/orders';
import { withdrawalRoutes } from './profit/withdrawals';

export const profitRoutes: AreaPlugin = async (app, { deps }) => {
  orderRoutes(app, deps);
  withdrawalRoutes(app, deps);
  depositRoutes(app, deps);
};
