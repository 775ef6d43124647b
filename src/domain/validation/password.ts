/**
 * The password policy of every password an admin sets (their own on the change-password tab, a team
 * member's on the team forms, a shop user's from the password dialog): at least 8 characters with a
 * lowercase and an uppercase letter, a digit and one of @$!%*#?& (operations §5, the add-team rule),
 * and at most PASSWORD_MAX characters. Returns a catalogue key, or undefined when the password holds.
 */
import type { MessageKey } from '../../i18n/messages';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*#?&]).{8,}$/;

export function passwordPolicyError(password: string): MessageKey | undefined {
  if (password.length > PASSWORD_MAX) return 'validation.passwordTooLong';
  return PASSWORD_PATTERN.test(password) ? undefined : 'team.validation.passwordRule';
}
