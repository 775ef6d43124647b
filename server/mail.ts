/**
 * Mail through an SMTP server (SMTP_URL and MAIL_FROM, README "Configuration"), by nodemailer.
 * Without SMTP_URL the server has no mailer, and a route that would mail says so in its reply
 * (updateUserPassword's `mailSent: false`). A mail's text is never logged: it may hold a password.
 */
import nodemailer from 'nodemailer';
import type { Mailer } from './passwordMail';

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
