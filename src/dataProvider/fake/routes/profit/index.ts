/** The profit area's routes (server/routes/profit): orders, withdrawals, deposits and purchases. */
import { depositRoutes } from './deposits';
import { orderRoutes } from './orders';
import { withdrawalRoutes } from './withdrawals';

export const profitRoutes = [...orderRoutes, ...withdrawalRoutes, ...depositRoutes];
