/** Every route the fake shop answers, one file per area like the server's server/routes. */
import type { FakeRoute } from '../router';
import { boxRoutes } from './boxes';
import { catalogRoutes } from './catalog';
import { dashboardRoutes } from './dashboard';
import { productRoutes } from './products';
import { profitRoutes } from './profit';
import { selectListRoutes } from './selectLists';
import { sessionRoutes } from './session';
import { teamRoutes } from './team';
import { usersRoutes } from './users';

export const FAKE_ROUTES: readonly FakeRoute[] = [
  ...sessionRoutes,
  ...selectListRoutes,
  ...usersRoutes,
  ...productRoutes,
  ...boxRoutes,
  ...catalogRoutes,
  ...profitRoutes,
  ...dashboardRoutes,
  ...teamRoutes,
];
