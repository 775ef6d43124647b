/** Endpoint rows of the profit area (see ../endpoints.ts for the row shape). */
import type { EndpointTable } from '../endpoints';

export const profitEndpoints: EndpointTable = {
  /** order lines (operations §2 /order-management) */
  orders: {
    access: 'Orders',
    list: { method: 'GET', path: 'api/admin/getOrders', replyKey: 'orders', paging: 'client' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedOrders' },
  },
  /** withdrawal requests (/funds-management); the list path is our choice, see docs/api.md */
  withdrawals: {
    access: 'Withdraws',
    list: { method: 'GET', path: 'api/admin/getWithdrawRequests', replyKey: 'withdrawRequests', paging: 'client' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedWithdrawRequest' },
  },
  /** box purchase payments (/boxpurchase-history) */
  purchaseHistory: {
    access: 'Deposits',
    list: { method: 'GET', path: 'api/admin/getUserPurchaseHistory', replyKey: 'purchaseHistory', paging: 'client' },
  },
  /** crypto top-ups (the deposits tab of /boxpurchase-history, /deposite-details) */
  deposits: {
    access: 'Deposits',
    list: { method: 'GET', path: 'api/admin/getDepositeTransactions', replyKey: 'depositeTransactions', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getDepositDataById/{id}', replyKey: 'depositData' },
  },
  /** successful-deposit totals per user (the "Deposits by user" tab of /boxpurchase-history) */
  depositsByUser: {
    access: 'Deposits',
    list: { method: 'GET', path: 'api/admin/ccpayment/getDepositListbyUser', replyKey: 'depositList', paging: 'client' },
  },
};
