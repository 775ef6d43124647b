/**
 * Mailing a shop user the password an admin set (core §4, Send Mail), over whatever Mailer the host
 * gives (server/mail.ts: SMTP; none: the reply says no mail went). Browser-safe.
 */
import { t } from './http';
import type { Logger } from './routeDeps';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What updateUserPassword tells the admin about the mail: sent, or not and why (the reply's msg). */
export interface PasswordMailOutcome {
  mailSent: boolean;
  msg: string;
}

/**
 * Mails a shop user the password an admin has just set for them (core §4, the password dialog's Send
 * Mail). The password stays out of the log: a failure logs the user and the SMTP error's code only.
 */
export async function mailNewPassword(
  mailer: Mailer | null,
  user: { email: string; username: string },
  password: string,
  log: Logger,
): Promise<PasswordMailOutcome> {
  if (!mailer) return { mailSent: false, msg: t('resources.users.password.noMailServer') };
  try {
    await mailer.send({
      to: user.email,
      subject: t('resources.users.password.mail.subject'),
      text: t('resources.users.password.mail.text', { username: user.username, password }),
    });
    return { mailSent: true, msg: t('resources.users.password.mailed', { email: user.email }) };
  } catch (err) {
    const { code, responseCode } = err as { code?: string; responseCode?: number };
    log.warn({ username: user.username, code, responseCode }, 'the new password could not be mailed');
    return { mailSent: false, msg: t('resources.users.password.mailFailed') };
  }
}
