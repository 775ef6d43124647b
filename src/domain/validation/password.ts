/**
 * The password rule of every password an admin sets (their own on the change-password tab, a team
 * member's on the team forms, a shop user's from the password dialog): at least 8 characters with a
 * lowercase and an uppercase letter, a digit and one of @$!%*#?& (operations §5, the add-team rule),
 * at most PASSWORD_MAX characters, not the current password where it is known, and none of the
 * common or published passwords (./commonPasswords.ts). Returns a catalogue key, or undefined.
 */
import type { MessageKey } from '../../i18n/messages';
import { isCommonPassword } from './commonPasswords';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*#?&]).{8,}$/;

/** `current`: the password being replaced, when the caller knows it (the server checks a stored hash itself). */
export function passwordPolicyError(password: string, current?: string): MessageKey | undefined {
  if (password.length > PASSWORD_MAX) return 'validation.passwordTooLong';
  if (!PASSWORD_PATTERN.test(password)) return 'resources.team.validation.passwordRule';
  if (current !== undefined && password === current) return 'validation.passwordSameAsCurrent';
  if (isCommonPassword(password)) return 'validation.passwordCommon';
  return undefined;
}
