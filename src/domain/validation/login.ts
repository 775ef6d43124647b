/**
 * The login form's rules (core §5 "Login"): email required and valid, password required; the
 * email is trimmed and lowercased before it is sent. Used by the login screen and the server.
 */

/** The spec's "simple pattern" for an email: something@something.tld, no spaces. */
import type { MessageKey } from '../../i18n/messages';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Credentials {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof Credentials, MessageKey>>;

/** Emails are compared trimmed and lower-cased; the login sends them that way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Email required and valid, password required. An empty object means valid. */
export function validateCredentials({ email, password }: Credentials): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'validation.required';
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = 'validation.emailInvalid';
  if (!password) errors.password = 'validation.required';
  return errors;
}
