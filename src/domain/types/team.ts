/** API record types of the team area (operations §3), as the reference server sends them. */
import type { ReturnStatus } from '../returnOrder';

/** A row of GET api/admin/getAllTeamsData `teams` (and getTeamDetailById `teamData`). */
export interface TeamMember {
  _id: string;
  firstname: string;
  lastname: string;
  email: string;
  role: string[];
  isBlock: boolean;
  updatedAt: string;
  /** whether the member has a second factor (issue 62); in the list's rows only */
  mfaEnabled?: boolean;
}

/** A row of GET api/admin/getAllActivityLogsData `activityLogs`. */
export interface ActivityLogEntry {
  _id: string;
  /** the admin who acted; null when that admin was deleted since */
  adminId: { _id: string; firstname: string; lastname: string } | null;
  action: string;
  module: string;
  description: string;
  createdAt: string;
}

/** A row of GET api/admin/getAllShippingData `shippingData`. */
export interface DeliveryMethod {
  _id: string;
  shippingName: string;
  updatedAt: string;
}

/** A row of GET api/admin/getAllUserFeedbacks `feedbacks`. */
export interface Feedback {
  _id: string;
  name: string;
  queryType: string;
  email: string;
  message: string;
  attachment: string | null;
  attachmentType: string | null;
  createdAt: string;
}

/** A row of GET api/admin/getAllSocialProofs `socialProofs`. */
export interface SocialProof {
  _id: string;
  title: string;
  name: string;
  video: string | null;
  createdAt: string;
}

/** A row of GET api/admin/getAllReturnOrderRequest `returnRequests`. */
export interface ReturnRequestRow {
  _id: string;
  status: ReturnStatus;
  createdAt: string;
  userId: { _id: string; username: string };
  orderDetailId: { _id: string; price: number; orderId: { _id: string; orderid: string } };
}

/** GET api/admin/getSingleReturnOrderRequestDetails/{id} `data`. */
export interface ReturnRequestDetails extends ReturnRequestRow {
  userDetails: { username: string; mobile: string; address: string };
  orderDetails: { orderId: string; totalOrderItems: number };
  productDetails: { productName: string; productImage: string | null; price: number; quantity: number };
  boxDetails: { boxId: { _id: string; name: string; price: number; image: string | null } | null };
  attachement: string | null;
  reason: string;
  message: string;
}
