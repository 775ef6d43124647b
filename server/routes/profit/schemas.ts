/**
 * What the profit routes read, browser-safe: the server's routes (./orders.ts) and QA mode's fake
 * shop (src/dataProvider/fake/routes/orders.ts) validate with these same schemas.
 */
import { z } from 'zod';
import { t } from '../../http';
import { ORDER_ACTIONS, REASON_MAX, TRACK_NUMBER_MAX } from '../../../src/domain/orderStatus';

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
      ctx.addIssue({ code: 'custom', path: ['reason'], message: t('profit.server.reasonRequired') });
    }
    if (body.status === 'shipped' && (!body.trackOrderNumber?.length || body.trackOrderNumber.some((e) => !e.trackNumber))) {
      ctx.addIssue({ code: 'custom', path: ['trackOrderNumber'], message: t('profit.server.trackNumbersMissing') });
    }
  });
