/** Custom (non-CRUD) dataProvider methods of the profit area. */
import type { CustomMethodDeps } from '../customMethods';
import { fillPath } from '../endpoints';
import type { Deposit, OrderDetailRow, UpdateOrdersBody, UserDepositTotals } from '../../domain/types/profit';

export interface OrderDetails {
  orderDetails: OrderDetailRow[];
  boxDetails: Array<{ boxId: { _id: string; name: string; price: number; image: string | null } }>;
}

export interface DepositTotals {
  count: number;
  totalAmount: number;
  byCoin: Array<{ coinSymbol: string; count: number; amount: number; currencyAmount: number }>;
}

export function createProfitMethods({ request, cache }: CustomMethodDeps) {
  return {
    /** PUT api/admin/updateOrders: ship (track numbers), deliver or cancel (reason) an order's items. */
    async updateOrders(body: UpdateOrdersBody): Promise<{ msg: string }> {
      try {
        const reply = await request('PUT', 'api/admin/updateOrders', { body });
        return { msg: reply.msg };
      } finally {
        cache.invalidate('orders');
      }
    },
    /** GET api/admin/getOrderDetailsByOrderId/{id}: the order's items and boxes. */
    async getOrderDetails(orderId: string, signal?: AbortSignal): Promise<OrderDetails> {
      const reply = await request<Partial<OrderDetails>>('GET', fillPath('api/admin/getOrderDetailsByOrderId/{id}', { id: orderId }), {
        signal,
      });
      return { orderDetails: reply.orderDetails ?? [], boxDetails: reply.boxDetails ?? [] };
    },
    /** POST api/admin/ccpayment/withdrawFromAdmin: approve a withdrawal request by its orderId. */
    async approveWithdrawal(orderId: string): Promise<{ msg: string }> {
      try {
        const reply = await request('POST', 'api/admin/ccpayment/withdrawFromAdmin', { body: { orderId } });
        return { msg: reply.msg };
      } finally {
        cache.invalidate('withdrawals');
      }
    },
    /** POST api/admin/ccpayment/withdrawDeclineByAdmin: decline with a message. */
    async declineWithdrawal(orderId: string, msg: string): Promise<{ msg: string }> {
      try {
        const reply = await request('POST', 'api/admin/ccpayment/withdrawDeclineByAdmin', { body: { orderId, msg } });
        return { msg: reply.msg };
      } finally {
        cache.invalidate('withdrawals');
      }
    },
    /** GET api/admin/ccpaymenttransactions/{userId}: one user's crypto deposits. */
    async getUserDeposits(userId: string, signal?: AbortSignal): Promise<Deposit[]> {
      const reply = await request<{ transactions?: Deposit[] }>('GET', fillPath('api/admin/ccpaymenttransactions/{id}', { id: userId }), {
        signal,
      });
      return (reply.transactions ?? []).map((row) => ({ ...row, id: row._id }));
    },
    /** GET api/admin/ccpayment/getDepositListbyUser?userId=: one user's deposit totals (null: none yet). */
    async getUserDepositTotals(userId: string, signal?: AbortSignal): Promise<UserDepositTotals | null> {
      const reply = await request<{ depositList?: UserDepositTotals[] }>(
        'GET',
        `api/admin/ccpayment/getDepositListbyUser?userId=${encodeURIComponent(userId)}`,
        { signal },
      );
      return reply.depositList?.find((row) => row.userId._id === userId) ?? null;
    },
    /** GET api/admin/getDepositData: totals of the successful deposits. */
    async getDepositTotals(signal?: AbortSignal): Promise<DepositTotals> {
      const reply = await request<{ depositData?: DepositTotals }>('GET', 'api/admin/getDepositData', { signal });
      return reply.depositData ?? { count: 0, totalAmount: 0, byCoin: [] };
    },
  };
}
