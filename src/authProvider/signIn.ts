/**
 * The sign-in call (core §7 POST /api/admin/login) and the login form's rules (core §5).
 * Light on purpose: the login screen imports it before the admin bundle is loaded.
 */
import { HttpError } from 'react-admin';
import { httpRequest, setToken } from '../dataProvider/http';
import { ui } from '../i18n/en/ui';
import { validation } from '../i18n/en/validation';

export interface Credentials {
  email: string;
  password: string;
}

/** The spec's "simple pattern" for an email: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared trimmed and lower-cased; the login sends them that way (core §5). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type LoginErrors = Partial<Record<keyof Credentials, string>>;

/** Login validation: email required and valid, password required. Empty object = valid. */
export function validateCredentials({ email, password }: Credentials): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = validation.required;
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = validation.emailInvalid;
  if (!password) errors.password = validation.required;
  return errors;
}

interface LoginReply {
  token: string;
}

/** Posts the credentials, stores the token and returns it. Rejects with the server's msg on failure. */
export async function signIn({ email, password }: Credentials): Promise<string> {
  const reply = await httpRequest<LoginReply>('POST', '/api/admin/login', {
    body: { email: normalizeEmail(email), password },
  });
  if (typeof reply.token !== 'string' || !reply.token) throw new HttpError(ui.login.failed, 500, reply);
  setToken(reply.token);
  return reply.token;
}
