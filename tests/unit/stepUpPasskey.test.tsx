/**
 * The step-up prompt with a passkey (issue 62): an admin who has one is offered "Use a passkey";
 * the browser's answer to the server's options is sent as the proof and the refused call goes on.
 * Also: every admin may open their own Second factor tab, whatever their permissions.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToken, setToken } from '../../src/dataProvider/http';
import { askForStepUp } from '../../src/dataProvider/stepUp';
import { canOpenSettingsTab, canUpdateSettingsTab } from '../../src/domain/permissions';
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
  startRegistration: vi.fn(),
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
    expect(canUpdateSettingsTab(['readDashboard'], 'secondFactor')).toBe(true);
    expect(canOpenSettingsTab([], 'changePassword')).toBe(false);
  });
});
