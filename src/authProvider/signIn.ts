/**
 * The sign-in call (core §7 POST /api/admin/login, through the dataProvider's session methods); the form's rules live in src/domain/validation/login.
 * Light on purpose: the login screen imports it before the admin bundle is loaded.
 */
import { HttpError } from 'react-admin';
import { setToken } from '../dataProvider/http';
import { sessionCalls } from './sessionCalls';
import { acceptSignedInToken } from './session';
import { ui } from '../i18n/en/ui';
import { normalizeEmail, type Credentials } from '../domain/validation/login';

export { normalizeEmail, validateCredentials, type Credentials, type LoginErrors } from '../domain/validation/login';

/** Posts the credentials, stores the token (as checked: it is brand new) and returns it. Rejects with the server's msg on failure. */
export async function signIn({ email, password }: Credentials): Promise<string> {
  const reply = await sessionCalls.login({ email: normalizeEmail(email), password });
  if (typeof reply.token !== 'string' || !reply.token) throw new HttpError(ui.login.failed, 500, reply);
  setToken(reply.token);
  acceptSignedInToken();
  return reply.token;
}
