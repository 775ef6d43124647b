/** The team and support area's routes (server/routes/team): members, activity log, delivery, feedback, returns, social proofs. */
import { activityLogRoutes } from './activityLog';
import { deliveryRoutes } from './delivery';
import { memberRoutes } from './members';
import { socialProofRoutes } from './socialProof';
import { supportRoutes } from './support';

export const teamRoutes = [...memberRoutes, ...activityLogRoutes, ...deliveryRoutes, ...supportRoutes, ...socialProofRoutes];
