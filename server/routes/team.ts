/**
 * Routes of the team area (operations §7 "Team and activity log", "Delivery", "Feedback, social
 * proof, return orders"); registered by buildApp (server/app.ts). One file per module under ./team/.
 */
import type { AreaPlugin } from '../app';
import { activityLogRoutes } from './team/activityLog';
import { deliveryRoutes } from './team/delivery';
import { feedbackRoutes } from './team/feedback';
import { teamMemberRoutes } from './team/members';
import { returnOrderRoutes } from './team/returns';
import { socialProofRoutes } from './team/socialProof';

export const teamRoutes: AreaPlugin = async (app, { deps }) => {
  teamMemberRoutes(app, deps);
  activityLogRoutes(app, deps);
  deliveryRoutes(app, deps);
  feedbackRoutes(app, deps);
  socialProofRoutes(app, deps);
  returnOrderRoutes(app, deps);
};
