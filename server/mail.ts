/**
 * Mail through an SMTP server (SMTP_URL and MAIL_FROM, README "Configuration"), by nodemailer.
 * Without SMTP_URL the server has no mailer, and a route that would mail says so in its reply
 * (updateUserPassword's `mailSent: false`). A mail's text is never logged: it may hold a password.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { t } from './http';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailSettings {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://user:pass@host:465 */
  smtpUrl: string;
  /** The sender, e.g. "Mystery Box <no-reply@shop.example>" */
  mailFrom: string;
}

/** Far below the 2 minutes nodemailer waits by default: the admin's request gives up after 20 s. */
const SMTP_TIMEOUTS = { connectionTimeout: 8_000, greetingTimeout: 8_000, socketTimeout: 10_000 };

export function createMailer({ smtpUrl, mailFrom }: MailSettings): Mailer {
  // nodemailer's logger and debug options (also settable in the URL's query) would log the whole
  // SMTP conversation, the message text with it: they are dropped
  const url = new URL(smtpUrl);
  url.searchParams.delete('logger');
  url.searchParams.delete('debug');
  const transport = nodemailer.createTransport({ url: url.href, ...SMTP_TIMEOUTS, logger: false, debug: false }, { from: mailFrom });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
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
  log: FastifyBaseLogger,
): Promise<PasswordMailOutcome> {
  if (!mailer) return { mailSent: false, msg: t('users.password.noMailServer') };
  try {
    await mailer.send({
      to: user.email,
      subject: t('users.password.mail.subject'),
      text: t('users.password.mail.text', { username: user.username, password }),
    });
    return { mailSent: true, msg: t('users.password.mailed', { email: user.email }) };
  } catch (err) {
    const { code, responseCode } = err as { code?: string; responseCode?: number };
    log.warn({ username: user.username, code, responseCode }, 'the new password could not be mailed');
    return { mailSent: false, msg: t('users.password.mailFailed') };
  }
}
