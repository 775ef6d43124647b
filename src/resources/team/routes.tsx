/**
 * The team area's routes (operations §2): team management, activity log, delivery, feedback,
 * social proof and return orders. The pages live on the spec's paths as custom routes; the
 * <Resource>s register the dataProvider resources they read (no routes of their own).
 */
import { Route } from 'react-router-dom';
import { CustomRoutes, Resource } from 'react-admin';
import { ActivityLogList } from '../activityLogs/ActivityLogList';
import { FeedbackList } from '../feedback/FeedbackList';
import { ReturnOrderList } from '../returnOrders/ReturnOrderList';
import { DeliveryList } from '../shipping/DeliveryList';
import { SocialProofForm } from '../socialProofs/SocialProofForm';
import { SocialProofList } from '../socialProofs/SocialProofList';
import { AddTeam, UpdateTeam } from './TeamForm';
import { ADD_TEAM_PATH, TEAM_LIST_PATH, TeamList, UPDATE_TEAM_PATH } from './TeamList';

export const teamRoutes = (
  <>
    <Resource name="team" />
    <Resource name="activityLogs" />
    <Resource name="shipping" />
    <Resource name="feedback" />
    <Resource name="socialProofs" />
    <Resource name="returnOrders" />
    <CustomRoutes>
      <Route path={TEAM_LIST_PATH} element={<TeamList />} />
      <Route path={ADD_TEAM_PATH} element={<AddTeam />} />
      <Route path={UPDATE_TEAM_PATH} element={<UpdateTeam />} />
      <Route path="/activityLog" element={<ActivityLogList />} />
      <Route path="/shippingManagement" element={<DeliveryList />} />
      <Route path="/feedback" element={<FeedbackList />} />
      <Route path="/winners-social-proof" element={<SocialProofList />} />
      <Route path="/create-social-proof" element={<SocialProofForm />} />
      <Route path="/return-order" element={<ReturnOrderList />} />
    </CustomRoutes>
  </>
);
