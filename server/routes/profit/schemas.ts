/**
 * The input schemas of the profit routes (orders, withdrawals, deposits), browser-safe (zod,
 * src/domain and server/http's texts only): the server's routes and QA mode's fake shop
 * (src/dataProvider/fake/routes/profit) validate with the same ones.
 */
import { z } from 'zod';
import { say, t } from '../../http';
import { ORDER_ACTIONS, REASON_MAX, TRACK_NUMBER_MAX } from '../../../src/domain/orderStatus';
import { DECLINE_MESSAGE_MAX, declineMessageError } from '../../../src/domain/withdrawal';

/** PUT updateOrders: the action, a reason to cancel, a track number per shipped item. */
export const updateOrdersBody = z
  .object({
    orderId: z.string().trim().min(1).max(200),
    status: z.enum(ORDER_ACTIONS),
    reason: z.string().trim().max(REASON_MAX).optional(),
    trackOrderNumber: z
      .array(z.object({ id: z.string().trim().min(1).max(200), trackNumber: z.string().trim().max(TRACK_NUMBER_MAX) }))
      .max(1000)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'cancel' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: t('resources.orders.server.reasonRequired') });
    }
    if (body.status === 'shipped' && (!body.trackOrderNumber?.length || body.trackOrderNumber.some((e) => !e.trackNumber))) {
      ctx.addIssue({ code: 'custom', path: ['trackOrderNumber'], message: t('resources.orders.server.trackNumbersMissing') });
    }
  });

/** POST withdrawFromAdmin: the request's orderId. */
export const approveBody = z.object({ orderId: z.string().trim().min(1).max(200) });

/** POST withdrawDeclineByAdmin: the request's orderId and a non-blank message. */
export const declineBody = z.object({
  orderId: z.string().trim().min(1).max(200),
  msg: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const error = declineMessageError(value);
      if (error) ctx.addIssue({ code: 'custom', message: say(error) });
    })
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(DECLINE_MESSAGE_MAX)),
});

/** GET ccpayment/getDepositListbyUser?userId=: one user's totals, or everyone's. */
export const byUserQuery = z.object({ userId: z.string().trim().min(1).max(200).optional() });
