/**
 * The user form's rules (core §5 "User form", §9 limits), used by the create/edit form, the
 * dataProvider's callers and the server's zod schemas. Each validator returns the spec's message
 * or undefined when the value is fine.
 */
import type { MessageKey } from '../../i18n/messages';
import { EMAIL_PATTERN } from './login';

export const NAME_MIN = 3;
export const NAME_MAX = 15;
export const USERNAME_MIN = 6;
export const USERNAME_MAX = 20;
export const MOBILE_LENGTH = 8;
/** A phone number: digits, optionally a leading + and single spaces or dashes between digit groups. */
export const MOBILE_PATTERN = /^\+?\d+(?:[ -]?\d+)*$/;

export type UniqueField = 'username' | 'email' | 'phone';

/** The form field each uniqueness type checks (checkUserExists' `type`). */
export const UNIQUE_FIELD_OF: Record<UniqueField, 'username' | 'email' | 'mobile'> = {
  username: 'username',
  email: 'email',
  phone: 'mobile',
};

/** The spec's "already exists" message per checkUserExists type. */
export const EXISTS_MESSAGE: Record<UniqueField, MessageKey> = {
  username: 'validation.usernameExists',
  email: 'validation.emailExists',
  phone: 'validation.phoneExists',
};

type Check = (value: unknown) => MessageKey | undefined;

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

/** firstname / lastname: required, 3 to 15 characters, no leading space. */
export const validatePersonName: Check = (value) => {
  const s = text(value);
  if (s.trim() === '') return 'validation.required';
  if (/^\s/.test(s)) return 'validation.nameLeadingSpace';
  if (s.length < NAME_MIN) return 'validation.nameTooShort';
  if (s.length > NAME_MAX) return 'validation.nameTooLong';
  return undefined;
};

/** email: required and the simple pattern. */
export const validateUserEmail: Check = (value) => {
  const s = text(value).trim();
  if (s === '') return 'validation.required';
  if (!EMAIL_PATTERN.test(s)) return 'validation.emailInvalid';
  return undefined;
};

/** mobile: required, a phone pattern, exactly 8 characters. */
export const validateMobile: Check = (value) => {
  const s = text(value);
  if (s.trim() === '') return 'validation.required';
  if (!MOBILE_PATTERN.test(s)) return 'validation.phoneInvalid';
  if (s.length !== MOBILE_LENGTH) return 'validation.phoneLength';
  return undefined;
};

/** username (create only): required, 6 to 20 characters, no leading space. */
export const validateUsername: Check = (value) => {
  const s = text(value);
  if (s.trim() === '') return 'validation.required';
  if (/^\s/.test(s)) return 'validation.usernameLeadingSpace';
  if (s.length < USERNAME_MIN) return 'validation.usernameLength';
  if (s.length > USERNAME_MAX) return 'validation.usernameTooLong';
  return undefined;
};

export interface UserFormValues {
  username?: string;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, MessageKey>>;

/** All rules of the form; `mode` 'edit' skips the username (disabled on edit). Empty object = valid. */
export function validateUserForm(values: Partial<UserFormValues>, mode: 'create' | 'edit'): UserFormErrors {
  const errors: UserFormErrors = {};
  const checks: Array<[keyof UserFormValues, Check]> = [
    ['firstname', validatePersonName],
    ['lastname', validatePersonName],
    ['email', validateUserEmail],
    ['mobile', validateMobile],
  ];
  if (mode === 'create') checks.push(['username', validateUsername]);
  for (const [field, check] of checks) {
    const message = check(values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Emails are stored and compared trimmed and lower-cased; other fields are kept as typed. */
export function normalizeUserEmail(email: string): string {
  return email.trim().toLowerCase();
}
