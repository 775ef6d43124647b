/** The admin's routing end to end in jsdom: token gate, login redirects, route guard, logout. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../src/App';
import { clearToken, getToken, setToken } from '../../src/dataProvider/http';
import { installFakeFetch } from './fakeFetch';
import { heldDetailsRoutes, sessionRoutes } from './sessionReplies';

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

beforeEach(() => clearToken());
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('routing', () => {
  it('sends a page opened without a token to the login on "/"', async () => {
    installFakeFetch();
    openAt('/category-list');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('sends "/" with a stored token to /dashboard', async () => {
    installFakeFetch(sessionRoutes(['superAdmin']));
    setToken('jwt-1');
    openAt('/');
    expect(await screen.findByText('Welcome back, Ada!')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('shows the counts of the admin details on the dashboard, with the footer', async () => {
    installFakeFetch(sessionRoutes(['readDashboard']));
    setToken('jwt-1');
    openAt('/dashboard');
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('56')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Mystery Box Admin. All rights reserved.`)).toBeInTheDocument();
  });

  it('without dashboard access shows only "Welcome to admin"', async () => {
    installFakeFetch(sessionRoutes(['readCategory']));
    setToken('jwt-1');
    openAt('/dashboard');
    expect(await screen.findByText('Welcome to admin')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.queryByText('1,234')).not.toBeInTheDocument();
  });

  it('sends a page the role cannot open to /dashboard', async () => {
    installFakeFetch(sessionRoutes(['readCategory']));
    setToken('jwt-1');
    openAt('/users/list-user');
    expect(await screen.findByText('Welcome to admin')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('sends a settings tab the role cannot open to /dashboard', async () => {
    installFakeFetch(sessionRoutes(['readProfile']));
    setToken('jwt-1');
    openAt('/settings?tab=changePassword');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('drops a token the server refuses and goes to "/"', async () => {
    const fake = installFakeFetch(sessionRoutes(['superAdmin']));
    fake.routes.set('GET /api/admin/checkValidtoken', { status: 401, body: { code: 401, msg: 'Session expired' } });
    setToken('expired');
    openAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('logs out from the profile dropdown: token removed, back on "/"', async () => {
    installFakeFetch(sessionRoutes(['superAdmin']));
    setToken('jwt-1');
    const user = userEvent.setup();
    openAt('/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Profile menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/settings?tab=profile');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('signs in again after a logout', async () => {
    const fake = installFakeFetch({
      ...sessionRoutes(['superAdmin']),
      'POST /api/admin/login': { body: { code: 200, msg: 'Login successful', token: 'jwt-2' } },
    });
    setToken('jwt-1');
    const user = userEvent.setup();
    openAt('/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Profile menu/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    await user.type(await screen.findByLabelText(/^email$/i), 'admin@example.com');
    await user.type(screen.getByLabelText(/^password$/i), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: /^sign in$/i }));
    expect(await screen.findByText('Welcome back, Ada!')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(getToken()).toBe('jwt-2');
    // the stored token was checked on load; the one the sign-in just gave needs no check
    const checks = fake.calls.filter((call) => call.path === '/api/admin/checkValidtoken');
    expect(checks.map((call) => call.headers.authorization)).toEqual(['Bearer jwt-1']);
    expect(fake.calls.filter((call) => call.path === '/api/admin/getAdminDetails').at(-1)?.headers.authorization).toBe('Bearer jwt-2');
  });

  it('signs in from "/" inside the admin and lands on /dashboard', async () => {
    installFakeFetch({
      ...sessionRoutes(['superAdmin']),
      'POST /api/admin/login': { body: { code: 200, msg: 'Login successful', token: 'jwt-9' } },
    });
    const user = userEvent.setup();
    openAt('/');
    await user.type(await screen.findByLabelText(/^email$/i), 'Admin@Example.com');
    await user.type(screen.getByLabelText(/^password$/i), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: /^sign in$/i }));
    expect(await screen.findByText('Welcome back, Ada!')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(getToken()).toBe('jwt-9');
  });

  it('asks for the dashboard summary once the admin details allow it, when signing in inside the admin, once', async () => {
    const { routes, answer } = heldDetailsRoutes(['superAdmin']);
    const fake = installFakeFetch({
      ...routes,
      'POST /api/admin/login': { body: { code: 200, msg: 'Login successful', token: 'jwt-10' } },
      'POST /api/admin/statsSummary': { body: { code: 200, msg: 'ok', summary: {} } },
    });
    const user = userEvent.setup();
    openAt('/');
    await user.type(await screen.findByLabelText(/^email$/i), 'admin@example.com');
    await user.type(screen.getByLabelText(/^password$/i), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: /^sign in$/i }));
    await waitFor(() => expect(fake.calls.map((call) => call.path)).toContain('/api/admin/getAdminDetails'));
    expect(fake.calls.map((call) => call.path)).not.toContain('/api/admin/statsSummary');
    answer();
    expect(await screen.findByText('Welcome back, Ada!')).toBeInTheDocument();
    await waitFor(() => expect(fake.calls.map((call) => call.path)).toContain('/api/admin/statsSummaryTable'));
    expect(fake.calls.filter((call) => call.path === '/api/admin/statsSummary')).toHaveLength(1);
  });

  it('sends no stats call when an admin without dashboard access signs in inside the admin', async () => {
    const fake = installFakeFetch({
      ...sessionRoutes(['readCategory']),
      'POST /api/admin/login': { body: { code: 200, msg: 'Login successful', token: 'jwt-11' } },
    });
    const user = userEvent.setup();
    openAt('/');
    await user.type(await screen.findByLabelText(/^email$/i), 'category@example.com');
    await user.type(screen.getByLabelText(/^password$/i), 'Team@12345');
    await user.click(screen.getByRole('button', { name: /^sign in$/i }));
    expect(await screen.findByText('Welcome to admin')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.calls.filter((call) => /statsSummary|calculateNetProfit/.test(call.path))).toEqual([]);
  });
});

describe('permissions through the authProvider', () => {
  it('opens a page with getPermissions answering at once, without looping the token check (react-admin issue 10764)', async () => {
    const fake = installFakeFetch(sessionRoutes(['readBrand']));
    setToken('jwt-loop');
    openAt('/brand-list');
    expect(await screen.findByRole('heading', { name: 'Brand Details' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const checks = fake.calls.filter((call) => call.url.includes('checkValidtoken'));
    expect(checks.length).toBeLessThanOrEqual(2);
    expect(window.location.pathname).toBe('/brand-list');
  });
});
