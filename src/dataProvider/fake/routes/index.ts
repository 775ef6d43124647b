/** Every route the fake shop answers, one file per area like the server's server/routes. */
import type { FakeRoute } from '../router';
import { dashboardRoutes } from './dashboard';
import { profitRoutes } from './profit';
import { sessionRoutes } from './session';

export const FAKE_ROUTES: readonly FakeRoute[] = [...sessionRoutes, ...profitRoutes, ...dashboardRoutes];
