/**
 * Endpoint rows of the team area (operations §7 "Team and activity log", "Delivery",
 * "Feedback, social proof, return orders"). See ../endpoints.ts for the row shape.
 * Social-proof saves (multipart with upload progress) and return decisions are custom methods
 * (../methods/team.ts).
 */
import type { EndpointTable } from '../endpoints';
import type { Row } from '../listCache';

function withoutIds(data: Row): Row {
  const body: Row = { ...data };
  delete body.id;
  delete body._id;
  return body;
}

export const teamEndpoints: EndpointTable = {
  team: {
    access: 'TeamManagement',
    list: { method: 'GET', path: 'api/admin/getAllTeamsData', replyKey: 'teams', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getTeamDetailById?userId={id}', replyKey: 'teamData' },
    create: { method: 'POST', path: 'api/admin/addTeam', replyKey: 'data' },
    update: { method: 'PUT', path: 'api/admin/updateTeamData', replyKey: 'data' },
    delete: { method: 'DELETE', path: 'api/admin/RemoveTeam/{id}' },
    deleteMany: { method: 'DELETE', path: 'api/admin/deleteSelectedTeams' },
    // updateTeamData names the member in the body (userId), not in the path
    toBody: (data, mode) => (mode === 'update' ? { ...withoutIds(data), userId: data.userId ?? data.id } : withoutIds(data)),
  },
  activityLogs: {
    access: 'ActivityLog',
    list: { method: 'GET', path: 'api/admin/getAllActivityLogsData', replyKey: 'activityLogs', paging: 'client' },
    delete: { method: 'DELETE', path: 'api/admin/deleteActivityLog/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedLogs' },
  },
  shipping: {
    access: 'Delivery',
    list: { method: 'GET', path: 'api/admin/getAllShippingData', replyKey: 'shippingData', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getShippingDetailById?shippingId={id}', replyKey: 'shippingData' },
    create: { method: 'POST', path: 'api/admin/createShipping', replyKey: 'data' },
    update: { method: 'PUT', path: 'api/admin/updateShippingDelivery', replyKey: 'data' },
    delete: { method: 'DELETE', path: 'api/admin/RemoveDeliveryMethod/{id}' },
    deleteMany: { method: 'DELETE', path: 'api/admin/deleteSelectedDeliveryMethod' },
    toBody: (data, mode) =>
      mode === 'update' ? { id: String(data.id ?? data._id), shippingName: data.shippingName } : { shippingName: data.shippingName },
  },
  feedback: {
    access: 'feedback',
    list: { method: 'GET', path: 'api/admin/getAllUserFeedbacks', replyKey: 'feedbacks', paging: 'client' },
  },
  socialProofs: {
    access: 'winnerSocialProof',
    list: { method: 'GET', path: 'api/admin/getAllSocialProofs', replyKey: 'socialProofs', paging: 'client' },
    one: { method: 'GET', path: '/api/admin/getSocialProofById/{id}', replyKey: 'data' },
    delete: { method: 'DELETE', path: 'api/admin/deleteSocialProof/{id}' },
  },
  returnOrders: {
    access: 'returnOrder',
    list: { method: 'GET', path: 'api/admin/getAllReturnOrderRequest', replyKey: 'returnRequests', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getSingleReturnOrderRequestDetails/{id}', replyKey: 'data' },
  },
};
