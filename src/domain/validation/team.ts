/**
 * The add-team and update-team form rules (operations §5 "Add team / Update team form"), used by the
 * team form (on blur and on submit) and by the server (addTeam, updateTeamData). Spec texts verbatim.
 */
import { passwordPolicyError } from './password';
import type { MessageKey } from '../../i18n/messages';
import { ALL_PERMISSIONS } from '../permissions';

/** Letters and spaces only (operations §5). */
export const NAME_PATTERN = /^[A-Za-z ]+$/;
export const NAME_MIN_LENGTH = 3;

/**
 * Local part of at least 2 letters, digits or dots, an @, a domain of at least 3 letters or digits,
 * a dot and a suffix of 2 to 6 letters (operations §5).
 */
export const TEAM_EMAIL_PATTERN = /^[A-Za-z0-9.]{2,}@[A-Za-z0-9]{3,}\.[A-Za-z]{2,6}$/;

/** At least 8 characters with an uppercase, a lowercase, a digit and one of @$!%*#?& (operations §5). */

export interface TeamFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password?: string;
  confirmPassword?: string;
}

export type TeamField = keyof TeamFormValues;
export type TeamFormMode = 'add' | 'update';
export type TeamFormErrors = Partial<Record<TeamField, MessageKey>>;

/** The fields each form shows, in screen order. */
export function teamFields(mode: TeamFormMode): TeamField[] {
  return mode === 'add' ? ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] : ['firstName', 'lastName', 'email'];
}

function nameError(value: string, requiredText: MessageKey): MessageKey | undefined {
  const trimmed = value.trim();
  if (!trimmed) return requiredText;
  if (!NAME_PATTERN.test(value)) return 'resources.team.validation.onlyCharacters';
  if (trimmed.length < NAME_MIN_LENGTH) return 'resources.team.validation.nameMin';
  return undefined;
}

/**
 * The submit (schema) check of one field: the spec's per-field messages.
 * Returns undefined when the field is valid.
 */
export function teamFieldError(field: TeamField, values: TeamFormValues): MessageKey | undefined {
  const value = values[field] ?? '';
  switch (field) {
    case 'firstName':
      return nameError(value, 'resources.team.validation.firstNameRequired');
    case 'lastName':
      return nameError(value, 'resources.team.validation.lastNameRequired');
    case 'email':
      if (!value.trim()) return 'resources.team.validation.emailRequired';
      return TEAM_EMAIL_PATTERN.test(value.trim()) ? undefined : 'resources.team.validation.emailNotValid';
    case 'password':
      if (!value) return 'resources.team.validation.required';
      return passwordPolicyError(value);
    case 'confirmPassword':
      if (!value) return 'resources.team.validation.confirmRequired';
      return value === (values.password ?? '') ? undefined : 'resources.team.validation.passwordMatch';
  }
}

/**
 * The on-blur check: an empty field says "This field is required"; an invalid email says
 * "Enter valid email"; the other fields give their submit message.
 */
export function teamFieldBlurError(field: TeamField, values: TeamFormValues): MessageKey | undefined {
  const value = values[field] ?? '';
  if (!value.trim()) return 'resources.team.validation.required';
  if (field === 'email') return TEAM_EMAIL_PATTERN.test(value.trim()) ? undefined : 'resources.team.validation.emailBlur';
  return teamFieldError(field, values);
}

/** Every field of the form checked as on submit; an empty object means valid. */
export function validateTeamForm(values: TeamFormValues, mode: TeamFormMode): TeamFormErrors {
  const errors: TeamFormErrors = {};
  for (const field of teamFields(mode)) {
    const error = teamFieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * The server's role check: at least one permission, none unknown; `grants` are the permissions of
 * entities added after the spec (their route modules' `grants`).
 */
export function roleError(
  role: readonly string[],
  grants: readonly string[] = [],
): { kind: 'empty' } | { kind: 'unknown'; permission: string } | undefined {
  if (role.length === 0) return { kind: 'empty' };
  const unknown = role.find((permission) => !ALL_PERMISSIONS.includes(permission) && !grants.includes(permission));
  return unknown === undefined ? undefined : { kind: 'unknown', permission: unknown };
}
