/**
 * zod schemas of the team area's routes (members, delivery methods, return decisions), browser-safe:
 * the server routes (server/routes/team/*.ts) and QA mode's fake shop
 * (src/dataProvider/fake/routes/team) validate with the same ones, so a refusal reads the same.
 */
import { z } from 'zod';
import { t } from '../../http';
import { RETURN_DECISIONS } from '../../../src/domain/returnOrder';

const text = z.string().max(200).optional().default('');
const roleList = z.array(z.string().max(100)).max(200).optional().default([]);
const requiredId = z.string().trim().min(1, t('validation.required')).max(200);

/** addTeam: the add form; the domain's form and role rules run in the handler. */
export const addTeamBody = z.object({
  firstName: text,
  lastName: text,
  email: text,
  password: z.string().max(200).optional().default(''),
  confirmPassword: z.string().max(200).optional().default(''),
  role: roleList,
});

/** updateTeamData: the update form, naming the member in `userId`. */
export const updateTeamBody = z.object({
  firstName: text,
  lastName: text,
  email: text,
  role: roleList,
  userId: requiredId,
  existEmail: z.string().max(200).optional(),
});

/** getTeamDetailById?userId */
export const teamDetailQuery = z.object({ userId: requiredId });

const shippingName = z.string().trim().min(1, t('validation.required')).max(100);

/** createShipping */
export const createShippingBody = z.object({ shippingName });
/** updateShippingDelivery */
export const updateShippingBody = z.object({ id: requiredId, shippingName });
/** getShippingDetailById?shippingId */
export const shippingDetailQuery = z.object({ shippingId: requiredId });

/** adminActioninUserReturnRequest/{id}: the decision (the body's id is the spec's, the path's is used). */
export const returnDecisionBody = z.object({
  id: z.string().trim().max(200).optional(),
  status: z.enum(RETURN_DECISIONS),
});
