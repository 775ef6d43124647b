/**
 * zod schemas of the users area, built on the domain rules (src/domain/validation/user.ts,
 * settings.ts, wallet.ts) so the server gives the same messages as the forms.
 */
import { z } from 'zod';
import {
  validatePersonName,
  validateMobile,
  validateUserEmail,
  validateUsername,
  normalizeUserEmail,
} from '../../../src/domain/validation/user';
import { validateBoxProfit, validateChangePassword } from '../../../src/domain/validation/settings';
import { parseWalletAmount } from '../../../src/domain/wallet';
import { passwordPolicyError } from '../../../src/domain/validation/password';
import { say, t, type MessageKey } from '../../http';

type Check = (value: unknown) => MessageKey | undefined;

/** A text field checked by a domain rule; the rule's message becomes the 400's. */
function ruled(check: Check) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const message = check(value);
      if (message) ctx.addIssue({ code: 'custom', message: say(message) });
    })
    .transform((value) => String(value));
}

const id = z.string().trim().min(1, t('validation.required')).max(200);

export const userFields = {
  firstname: ruled(validatePersonName),
  lastname: ruled(validatePersonName),
  email: ruled(validateUserEmail).transform(normalizeUserEmail),
  mobile: ruled(validateMobile),
};

export const createUserBody = z.object({ username: ruled(validateUsername), ...userFields });
/** Username is create-only (disabled on edit): a username sent on edit is ignored. */
export const editUserBody = z.object(userFields);

export const checkUserExistsBody = z.object({
  type: z.enum(['username', 'phone', 'email']),
  value: z.string().trim().min(1, t('validation.required')).max(200),
  /** Choice: on edit the form sends the user's own id so their current value counts as usable. */
  userId: z.string().trim().min(1).max(200).optional(),
});

export const walletBody = z.object({
  id,
  walletAmount: z.unknown().transform((value, ctx) => {
    const check = parseWalletAmount(value);
    if (!check.ok) {
      ctx.addIssue({ code: 'custom', message: say(check.message) });
      return z.NEVER;
    }
    return check.cents;
  }),
});

export const userPasswordBody = z.object({
  userid: id,
  password: z
    .string()
    .min(8, t('resources.settings.server.passwordTooShort'))
    .superRefine((value, ctx) => {
      const message = passwordPolicyError(value);
      if (message) ctx.addIssue({ code: 'custom', message: say(message) });
    }),
});

export const streamerBody = z.object({ userId: id });

export const inventoryParams = z.object({ inventoryId: id, userId: id });

export const adminProfileBody = z.object({
  id,
  firstname: ruled(validatePersonName),
  lastname: ruled(validatePersonName),
  email: ruled(validateUserEmail).transform(normalizeUserEmail),
});

export const changePasswordBody = z
  .object({
    old_password: z.string().max(200).optional(),
    password: z.string().max(200).optional(),
    confirm_password: z.string().max(200).optional(),
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validateChangePassword(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message: say(message) });
    }
  })
  .transform((values) => ({ oldPassword: values.old_password ?? '', password: values.password ?? '' }));

const boxProfit = z
  .unknown()
  .superRefine((value, ctx) => {
    const message = validateBoxProfit(value);
    if (message) ctx.addIssue({ code: 'custom', message: say(message) });
  })
  .transform((value) => Number(value));

export const boxProfitBody = z.object({ boxProfit });
/** updateCurrentBoxesProfit: payload not shown; an optional boxProfit, else the stored setting. */
export const currentBoxesBody = z.object({ boxProfit: boxProfit.optional() });
