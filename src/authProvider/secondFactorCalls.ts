/**
 * The admin's second-factor calls (issue 62; shapes in server/routes/security/*), over the active
 * transport. Light: the login screen uses them before the admin bundle is loaded. `token` sends a
 * token not stored yet (a session limited to enrolment, kept out of storage until a factor is set).
 */
import { apiRequest } from '../dataProvider/http';

/** A WebAuthn answer as @simplewebauthn/browser gives it (checked by the server). */
export type PasskeyAnswer = { id: string; rawId: string; type: 'public-key'; response: object };

/** WebAuthn options from the server, for startRegistration / startAuthentication. */
export type PasskeyOptions = { challenge: string } & Record<string, unknown>;

/** A proof of identity for the sign-in's second step or a step-up. */
export type Proof =
  { method: 'totp' | 'recovery'; code: string } | { method: 'passkey'; response: PasskeyAnswer } | { method: 'password'; password: string };

export interface PasskeyRow {
  _id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface SecondFactorStatus {
  totp: boolean;
  totpPending: boolean;
  passkeys: PasskeyRow[];
  recoveryCodesLeft: number;
  required: boolean;
  enrolOnly: boolean;
}

const auth = (token?: string) => (token ? { headers: { Authorization: `Bearer ${token}` } } : {});

export const secondFactorCalls = {
  /** POST /login/mfa: the second step; the reply's token is the session's. */
  loginMfa: (mfaToken: string, proof: Proof) =>
    apiRequest<{ token: string; recoveryCodesLeft?: number }>('POST', 'api/admin/login/mfa', { body: { mfaToken, ...proof } }),
  loginMfaOptions: (mfaToken: string) =>
    apiRequest<{ options: PasskeyOptions }>('POST', 'api/admin/login/mfa/options', { body: { mfaToken } }),

  status: (token?: string) => apiRequest<SecondFactorStatus>('GET', 'api/admin/mfa/status', auth(token)),
  totpEnrol: (token?: string) => apiRequest<{ secret: string; uri: string }>('POST', 'api/admin/mfa/totp/enrol', auth(token)),
  totpConfirm: (code: string, token?: string) =>
    apiRequest<{ recoveryCodes?: string[] }>('POST', 'api/admin/mfa/totp/confirm', { body: { code }, ...auth(token) }),
  totpDisable: (code: string) => apiRequest<{ endedSessions: number }>('POST', 'api/admin/mfa/totp/disable', { body: { code } }),
  newRecoveryCodes: () => apiRequest<{ recoveryCodes: string[] }>('POST', 'api/admin/mfa/recoveryCodes'),

  passkeyOptions: (token?: string) => apiRequest<{ options: PasskeyOptions }>('POST', 'api/admin/mfa/passkeys/options', auth(token)),
  passkeyRegister: (name: string, response: PasskeyAnswer, token?: string) =>
    apiRequest<{ passkey: PasskeyRow; recoveryCodes?: string[] }>('POST', 'api/admin/mfa/passkeys', {
      body: { name, response },
      ...auth(token),
    }),
  passkeyRemove: (id: string) => apiRequest<{ name: string }>('DELETE', `api/admin/mfa/passkeys/${encodeURIComponent(id)}`),

  stepUpOptions: () => apiRequest<{ options: PasskeyOptions }>('POST', 'api/admin/mfa/stepUp/options'),
  stepUp: (proof: Proof) => apiRequest<{ stepUpUntil: string }>('POST', 'api/admin/mfa/stepUp', { body: proof }),
};

/** The browser's passkey ceremonies, loaded only when a passkey is used. */
export async function answerWithPasskey(options: PasskeyOptions): Promise<PasskeyAnswer> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
}

export async function createPasskey(options: PasskeyOptions): Promise<PasskeyAnswer> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
}
