/**
 * The password dialog's Send Mail (core §4): updateUserPassword sets the password and mails it to the
 * user through the SMTP server of SMTP_URL, here a real one (smtp-server) started for the test with a
 * user name and password; a refused mail and a server without SMTP_URL say so in the reply
 * (`mailSent: false`). The password is never in the server's log.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password';
import { SUPER_ADMIN, bearer, envelope, makeTestServer, type TestServer } from './helpers';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

const SMTP_USER = { username: 'mailer', password: 'smtp-pass-7' };
const MAIL_FROM = 'Mystery Box <no-reply@shop.example>';
/** Recipients the test SMTP server refuses (550), as a real one refuses an unknown mailbox. */
const BOUNCING = '@bounce.example';

const received: ReceivedMail[] = [];
const logLines: string[] = [];
let smtp: SMTPServer;
let server: TestServer;
let token: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER.username && auth.password === SMTP_USER.password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith(BOUNCING)) callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await makeTestServer({
    mail: { smtpUrl: `smtp://${SMTP_USER.username}:${SMTP_USER.password}@127.0.0.1:${port}`, mailFrom: MAIL_FROM },
    logger: { stream: { write: (line: string) => void logLines.push(line) } },
  });
  token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

async function someUser(offset: number) {
  return server.db.selectFrom('users').select(['id', 'username', 'email']).orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow();
}

async function setPassword(userid: string, password: string) {
  return envelope(
    await server.app.inject({ method: 'PUT', url: '/api/admin/updateUserPassword', headers: bearer(token), payload: { userid, password } }),
  );
}

async function storedHash(userid: string): Promise<string> {
  const row = await server.db.selectFrom('users').select('passwordHash').where('id', '=', userid).executeTakeFirstOrThrow();
  return row.passwordHash ?? '';
}

describe('updateUserPassword mails the new password', () => {
  it('sends it to the user through the configured SMTP server, signed in with its credentials', async () => {
    const user = await someUser(3);
    const password = 'Kq7#mVw2@Lp9';
    const reply = await setPassword(user.id, password);
    expect(reply).toEqual({
      code: 200,
      msg: `Password updated and sent by mail to ${user.email}`,
      username: user.username,
      mailSent: true,
    });
    expect(await verifyPassword(await storedHash(user.id), password)).toBe(true);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe('no-reply@shop.example');
    expect(mail.user).toBe(SMTP_USER.username);
    expect(mail.raw).toMatch(/^Subject: Your new password$/m);
    expect(mail.raw).toMatch(/^From: Mystery Box <no-reply@shop\.example>$/m);
    expect(mail.raw).toContain(`Hello ${user.username},`);
    expect(mail.raw).toContain(password);
  });

  it('says when the SMTP server refuses the mail; the password is set all the same', async () => {
    const user = await someUser(4);
    const address = `${user.username}${BOUNCING}`.toLowerCase();
    await server.db.updateTable('users').set({ email: address }).where('id', '=', user.id).execute();
    const before = received.length;
    const password = 'Zt4$hRn8!Qe3';
    const reply = await setPassword(user.id, password);
    expect(reply).toEqual({
      code: 200,
      msg: 'Password updated, but the mail could not be sent. Give the user the new password yourself.',
      username: user.username,
      mailSent: false,
    });
    expect(received).toHaveLength(before);
    expect(await verifyPassword(await storedHash(user.id), password)).toBe(true);
    expect(logLines.join('')).toContain('the new password could not be mailed');
  });

  it('never writes a password to the log', () => {
    const log = logLines.join('');
    expect(log).toContain('updateUserPassword');
    for (const password of ['Kq7#mVw2@Lp9', 'Zt4$hRn8!Qe3']) expect(log).not.toContain(password);
  });
});

describe('updateUserPassword without SMTP_URL', () => {
  it('sets the password and says no mail was sent', async () => {
    const plain = await makeTestServer();
    try {
      const admin = await plain.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
      const user = await plain.db.selectFrom('users').select(['id', 'username']).orderBy('id').limit(1).executeTakeFirstOrThrow();
      const res = await plain.app.inject({
        method: 'PUT',
        url: '/api/admin/updateUserPassword',
        headers: bearer(admin),
        payload: { userid: user.id, password: 'Vb6&nTq1#Ws4' },
      });
      expect(envelope(res)).toEqual({
        code: 200,
        msg: 'Password updated, but no mail was sent: no mail server is configured. Give the user the new password yourself.',
        username: user.username,
        mailSent: false,
      });
    } finally {
      await plain.close();
    }
  });
});
