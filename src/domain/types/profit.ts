/** API records of the profit area (operations §3), as the reference server sends them. */

export interface ShippingAddress {
  firstname: string;
  lastname: string;
  mobile: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
}

/** A row of GET api/admin/getOrders: one ordered item. */
export interface OrderLine {
  _id: string;
  orderId: { _id: string; orderid: string; shippingAddress: ShippingAddress };
  userId: { _id: string; username: string };
  productId: { _id: string; name: string };
  quantity: number;
  price: number;
  status: string;
  reason: string | null;
  trackOrderNumber: string | null;
  createdAt: string;
  updatedAt: string;
  /** flat copies of orderId.orderid, userId.username, productId.name for text search */
  orderNumber: string;
  username: string;
  productName: string;
}

/** A row of GET api/admin/getOrderDetailsByOrderId/{id}. */
export interface OrderDetailRow {
  _id: string;
  userId: { _id: string; username: string; mobile: string };
  orderId: { _id: string; orderid: string; shippingAddress: ShippingAddress; totalOrderItems: number; createdAt: string };
  productId: { _id: string; name: string; bannerImage: string | null };
  boxId: { _id: string; name: string; price: number; image: string | null } | null;
  quantity: number;
  price: number;
  status: string;
  reason: string | null;
  trackOrderNumber: string | null;
  updatedAt: string;
}

/** One track number of PUT api/admin/updateOrders: `id` is the order line. */
export interface TrackNumberEntry {
  id: string;
  trackNumber: string;
}

export interface UpdateOrdersBody {
  orderId: string;
  status: 'shipped' | 'delivered' | 'cancel';
  reason?: string;
  trackOrderNumber?: TrackNumberEntry[];
}

/** A row of the withdrawal list (GET api/admin/getWithdrawRequests). */
export interface Withdrawal {
  _id: string;
  userId: string;
  username: string;
  walletBalance: number;
  orderId: string;
  swapnetoutamount: number;
  currencyAmount: number;
  coinSymbol: string;
  chain: string;
  userType: string;
  type: string;
  status: string;
  declineMsg: string | null;
  decidedAt: string | null;
  createdAt: string;
  /** four eyes (issue 62): the first of two approvals, and where a pending request stands */
  firstApprovedAt?: string | null;
  firstApproverName?: string | null;
  firstApproverEmail?: string | null;
  approvalStage?: 'awaitingApproval' | 'awaitingSecondApproval';
}

/** A row of GET api/admin/getUserPurchaseHistory. */
export interface PurchaseRow {
  _id: string;
  userId: { _id: string; username: string };
  boxId: { _id: string; name: string } | null;
  paymentIntentId: string;
  amount: number;
  currency: string;
  status: string;
  createdAt: string;
}

/** A crypto top-up (deposits endpoints). */
export interface Deposit {
  _id: string;
  orderId: string;
  /** operations §3 "Deposit": the user's address on file (their latest order's); null when they never ordered */
  orderInfo: { shippingAddress: ShippingAddress | null };
  userId: { _id: string; username: string; mobile: string };
  amount: number;
  currencyAmount: number;
  coinSymbol: string;
  chain: string;
  price: number;
  status: string;
  createdAt: string;
  updatedAt: string;
}

/** A row of GET api/admin/ccpayment/getDepositListbyUser: one user's successful deposits in total. */
export interface UserDepositTotals {
  _id: string;
  userId: { _id: string; username: string };
  count: number;
  amount: number;
  lastDepositAt: string | null;
}
