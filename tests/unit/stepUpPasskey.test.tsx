/**
 * The step-up prompt with a passkey (issue 62): an admin who has one is offered "Use a passkey";
 * the browser's answer to the server's options is sent as the proof and the refused call goes on.
 * An admin the team requires a second factor of may set up a passkey at sign-in. Also: every admin
 * may open their own Second factor tab, whatever their permissions.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../src/authProvider/signIn';
import { clearToken, getToken, setToken } from '../../src/dataProvider/http';
import { Login } from '../../src/layout/Login';
import { askForStepUp } from '../../src/dataProvider/stepUp';
import { canOpenSettingsTab } from '../../src/domain/permissions';
import { StepUpDialog } from '../../src/layout/StepUpDialog';
import { installFakeFetch, jsonResponse } from './fakeFetch';
import { renderInAdmin } from './renderInAdmin';

const ANSWER = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'x', authenticatorData: 'y', signature: 'z' },
};

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(async ({ optionsJSON }: { optionsJSON: { challenge: string } }) =>
    optionsJSON.challenge === 'challenge-1' ? ANSWER : Promise.reject(new Error('wrong challenge')),
  ),
  startRegistration: vi.fn(async () => ANSWER),
}));

beforeEach(() => setToken('jwt-1'));
afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

describe('the step-up prompt', () => {
  it('offers a passkey and sends its answer as the proof', async () => {
    const fake = installFakeFetch({
      'POST /api/admin/mfa/stepUp/options': {
        body: { code: 200, msg: 'Confirm with your passkey', options: { challenge: 'challenge-1' } },
      },
      'POST /api/admin/mfa/stepUp': () => jsonResponse({ code: 200, msg: 'Confirmed', stepUpUntil: '2026-11-29T10:05:00.000Z' }),
    });
    const user = userEvent.setup();
    renderInAdmin(<StepUpDialog />);
    let given: Promise<boolean> = Promise.resolve(false);
    act(() => {
      given = askForStepUp(['passkey', 'recovery']);
    });
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    await expect(given).resolves.toBe(true);
    const sent = fake.calls.find((c) => c.path === '/api/admin/mfa/stepUp');
    expect(JSON.parse(String(sent?.body))).toEqual({ method: 'passkey', response: ANSWER });
  });

  it('does not offer a passkey to an admin without one', async () => {
    installFakeFetch({});
    renderInAdmin(<StepUpDialog />);
    act(() => void askForStepUp(['totp', 'recovery']));
    expect(await screen.findByLabelText('Code from your authenticator app')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });
});

describe('the Second factor tab', () => {
  it('opens for every admin, who manage their own factors', () => {
    expect(canOpenSettingsTab([], 'secondFactor')).toBe(true);
    expect(canOpenSettingsTab([], 'changePassword')).toBe(false);
  });
});

describe('enrolment at sign-in', () => {
  it('sets up a named passkey, shows the recovery codes once, then stores the token', async () => {
    clearToken();
    const codes = Array.from({ length: 10 }, (_, i) => `aaaaa-bbbb${i}`);
    const fake = installFakeFetch({
      'POST /api/admin/login': { body: { code: 200, msg: 'Signed in.', token: 'jwt-enrol', mfaEnrolRequired: true } },
      'POST /api/admin/mfa/totp/enrol': {
        body: { code: 200, msg: 'Scan', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
      },
      'POST /api/admin/mfa/passkeys/options': { body: { code: 200, msg: 'Follow your browser', options: { challenge: 'challenge-2' } } },
      'POST /api/admin/mfa/passkeys': {
        body: {
          code: 200,
          msg: 'Passkey added',
          passkey: { _id: 'p1', name: 'Laptop', createdAt: '2026-11-29T10:00:00.000Z' },
          recoveryCodes: codes,
          mfaEnrolRequired: false,
        },
      },
    });
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    render(<Login signIn={signIn} onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText(/^email$/i), 'admin@example.com');
    await user.type(screen.getByLabelText(/^password$/i), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: /^sign in$/i }));
    await user.type(await screen.findByLabelText('Passkey name'), 'Laptop');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findAllByRole('listitem')).toHaveLength(10);
    expect(getToken()).toBeNull();
    const registered = fake.calls.find((c) => c.path === '/api/admin/mfa/passkeys');
    expect(registered?.headers.authorization).toBe('Bearer jwt-enrol');
    expect(JSON.parse(String(registered?.body))).toEqual({ name: 'Laptop', response: ANSWER });

    await user.click(screen.getByRole('button', { name: 'Continue to the admin' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(getToken()).toBe('jwt-enrol');
  });
});
