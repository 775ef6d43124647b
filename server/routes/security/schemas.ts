/**
 * What the security routes read and reply (issue 62), browser-safe: the server's routes and the QA
 * fake validate with these same schemas.
 */
import { z } from 'zod';
import { t } from '../../http';
import { okReply } from '../../replySchema';
import { PASSKEY_NAME_MAX } from '../../../src/domain/secondFactor';
import { FOUR_EYES_THRESHOLD_MAX } from '../../../src/domain/withdrawal';

/** A WebAuthn answer as @simplewebauthn/browser gives it (checked by the ceremonies, not here). */
export const passkeyResponse = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({}),
});

const code = z.string().trim().min(1, t('validation.required')).max(40);

/** A proof of identity: a second factor, or (step-up only) the password of an admin without one. */
export const proofBody = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code }),
  z.object({ method: z.literal('recovery'), code }),
  z.object({ method: z.literal('passkey'), response: passkeyResponse }),
  z.object({ method: z.literal('password'), password: z.string().min(1, t('validation.required')).max(200) }),
]);

const mfaToken = z.string().trim().min(1, t('validation.required')).max(2000);

/** POST /login/mfa: the second step's token and the proof. */
export const loginMfaBody = z.intersection(z.object({ mfaToken }), proofBody);
/** POST /login/mfa/options */
export const loginMfaOptionsBody = z.object({ mfaToken });

/** A TOTP code to confirm the set-up or to turn it off. */
export const totpCodeBody = z.object({ code });

/** POST /mfa/passkeys: the passkey's name and the browser's answer. */
export const passkeyRegisterBody = z.object({
  name: z.string().trim().min(1, t('validation.required')).max(PASSKEY_NAME_MAX),
  response: passkeyResponse,
});

/** PUT /securitySettings: either or both. */
export const securitySettingsBody = z.object({
  requireMfa: z.boolean().optional(),
  fourEyesThreshold: z.number().min(0).max(FOUR_EYES_THRESHOLD_MAX).optional(),
});

/** The WebAuthn options handed to the browser (@simplewebauthn/browser's startRegistration / startAuthentication). */
export const optionsReply = okReply({ options: z.looseObject({ challenge: z.string() }) });

export const recoveryCodesReply = z.array(z.string());
