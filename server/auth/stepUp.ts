/**
 * Step-up (issue 62): a route declaring `stepUp` runs only when its session gave a proof of identity
 * in the last 5 minutes (src/domain/secondFactor.ts). Otherwise the call is refused with a 403 that
 * says so (`stepUpRequired: true`) and which proofs the admin can give, so the admin can ask for one
 * and send the call again. Checked by runRoute for every adapter, after the input is read.
 */
import { stepUpFresh, stepUpMethods } from '../../src/domain/secondFactor';
import { ApiError, t } from '../http';
import type { Call, StepUpRule } from '../route';
import { secondFactorsOf } from './secondFactors';

export async function requireStepUp(rule: StepUpRule, call: Call<'authenticated'>): Promise<void> {
  if (rule.needed && !(await rule.needed(call))) return;
  if (stepUpFresh(call.admin.session.stepUpAt, call.deps.now())) return;
  const methods = stepUpMethods(await secondFactorsOf(call.db, call.admin.id));
  throw new ApiError(403, t('server.stepUp.required'), { stepUpRequired: true, methods });
}
