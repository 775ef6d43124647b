/**
 * The auth check while the admin runs: a page opened from the menu does not ask it again (each ask
 * drew the whole layout twice more), and a token that goes away still sends the admin to the login
 * on the next page opened.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App, { authProvider } from '../../src/App';
import { clearToken } from '../../src/dataProvider/http';
import { FAKE_SHOP_SEEDING_MS, openFakeShop, signInToFakeShop, useServerAgain } from './fakeShop';

beforeEach(() => clearToken());
afterEach(() => {
  useServerAgain();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

beforeAll(() => openFakeShop(), FAKE_SHOP_SEEDING_MS);

describe('the auth check', () => {
  it('is made once when the admin loads, not again for each page; a token gone meanwhile signs out', { timeout: 120_000 }, async () => {
    await signInToFakeShop(['superAdmin']);
    const checkAuth = vi.spyOn(authProvider, 'checkAuth');
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/dashboard');
    render(<App />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 10_000 });
    const checksAtLoad = checkAuth.mock.calls.length;
    expect(checksAtLoad).toBeGreaterThan(0);

    await user.click(await within(nav).findByRole('menuitem', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'User Details' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('menuitem', { name: /warehouse/i }));
    await user.click(within(nav).getByRole('menuitem', { name: 'Brand' }));
    expect(await screen.findByRole('heading', { name: 'Brand Details' })).toBeInTheDocument();
    expect(checkAuth.mock.calls.length).toBe(checksAtLoad);

    clearToken();
    await user.click(within(nav).getByRole('menuitem', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});
