/** Every route the fake shop answers, one file per area like the server's server/routes. */
import type { FakeRoute } from '../router';
import { sessionRoutes } from './session';
import { teamRoutes } from './team';

export const FAKE_ROUTES: readonly FakeRoute[] = [...sessionRoutes, ...teamRoutes];
