/**
 * The sign-in's second step (issue 62): after a right password the server may ask for a second
 * factor (a code, typed as the app's or a recovery code) or require one to be set up first; the
 * token is stored only once the second factor is given.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../src/authProvider/signIn';
import { clearToken, getToken } from '../../src/dataProvider/http';
import { typedProof } from '../../src/domain/secondFactor';
import { Login } from '../../src/layout/Login';
import { installFakeFetch } from './fakeFetch';

beforeEach(() => clearToken());
afterEach(() => vi.unstubAllGlobals());

const ASKED = {
  code: 200,
  msg: 'Enter your second factor to finish signing in',
  mfaRequired: true,
  mfaToken: 'mfa-1',
  methods: ['totp', 'recovery'],
};
const WRONG = 'The code is not valid. Enter the current code of your authenticator app.';

async function passwordStep() {
  const onSignedIn = vi.fn();
  const user = userEvent.setup();
  render(<Login signIn={signIn} onSignedIn={onSignedIn} />);
  await user.type(screen.getByLabelText(/^email$/i), 'admin@example.com');
  await user.type(screen.getByLabelText(/^password$/i), 'Admin@12345');
  await user.click(screen.getByRole('button', { name: /^sign in$/i }));
  return { user, onSignedIn };
}

describe('typedProof', () => {
  it('reads six digits as the app code and anything else as a recovery code', () => {
    expect(typedProof(' 123 456 ', ['totp', 'recovery'])).toEqual({ method: 'totp', code: '123456' });
    expect(typedProof('abcde-fghjk', ['totp', 'recovery'])).toEqual({ method: 'recovery', code: 'abcde-fghjk' });
    expect(typedProof('123456', ['passkey', 'recovery'])).toEqual({ method: 'recovery', code: '123456' });
    expect(typedProof('12345', ['totp'])).toEqual({ method: 'totp', code: '12345' });
    expect(typedProof('  ', ['totp', 'recovery'])).toBeNull();
    expect(typedProof('123456', ['passkey'])).toBeNull();
  });
});

describe('the second step of the sign-in', () => {
  it('asks for the code, shows a wrong one’s message, then signs in with the right one', async () => {
    const fake = installFakeFetch({
      'POST /api/admin/login': { body: ASKED },
      'POST /api/admin/login/mfa': (call) => {
        const body = JSON.parse(String(call.body)) as { code: string };
        return body.code === '654321'
          ? new Response(JSON.stringify({ code: 200, msg: 'Login successful', token: 'jwt-2' }), { status: 200 })
          : new Response(JSON.stringify({ code: 401, msg: WRONG }), { status: 401 });
      },
    });
    const { user, onSignedIn } = await passwordStep();
    const code = await screen.findByLabelText('Code');
    expect(getToken()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '654 321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(getToken()).toBe('jwt-2');
    const sent = fake.calls.filter((c) => c.path === '/api/admin/login/mfa').map((c) => JSON.parse(String(c.body)) as unknown);
    expect(sent).toEqual([
      { mfaToken: 'mfa-1', method: 'totp', code: '111111' },
      { mfaToken: 'mfa-1', method: 'totp', code: '654321' },
    ]);
  });

  it('offers a passkey when the admin has one, and goes back to the password', async () => {
    installFakeFetch({ 'POST /api/admin/login': { body: { ...ASKED, methods: ['passkey', 'recovery'] } } });
    const { user } = await passwordStep();
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the password' }));
    expect(screen.getByLabelText(/^password$/i)).toHaveValue('Admin@12345');
  });

  it('takes an admin the team requires a second factor of to its set-up before storing the token', async () => {
    const fake = installFakeFetch({
      'POST /api/admin/login': { body: { code: 200, msg: 'Signed in.', token: 'jwt-enrol', mfaEnrolRequired: true } },
      'POST /api/admin/mfa/totp/enrol': {
        body: { code: 200, msg: 'Scan', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
      },
    });
    await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Set up a second factor' })).toBeInTheDocument();
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    expect(getToken()).toBeNull();
    const enrol = fake.calls.find((c) => c.path === '/api/admin/mfa/totp/enrol');
    expect(enrol?.headers.authorization).toBe('Bearer jwt-enrol');
  });
});
