/** Routes of the catalog area; registered by buildApp (server/app.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';

export function catalogRoutes(_app: FastifyInstance, _deps: AppDeps): void {
  // the area's routes, each declared with defineRoute (server/auth/guard.ts)
}
