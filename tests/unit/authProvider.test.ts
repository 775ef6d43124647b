import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider';
import { ENDPOINTS } from '../../src/resources/registry';
import { canAccessResource } from '../../src/authProvider/canAccess';
import { getSessionState, loadSession, selectListsLoaded } from '../../src/authProvider/session';
import type { EndpointTable } from '../../src/dataProvider/endpoints';
import { TOKEN_KEY, clearToken, getToken, setToken } from '../../src/dataProvider/http';
import { installFakeFetch } from './fakeFetch';
import { sessionRoutes } from './sessionReplies';

const authProvider = createAuthProvider({ endpoints: ENDPOINTS });

beforeEach(() => {
  clearToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('sends the email trimmed and lower-cased and stores the token', async () => {
    const fake = installFakeFetch({ 'POST /api/admin/login': { body: { code: 200, msg: 'Login successful', token: 'jwt-1' } } });
    await authProvider.login({ email: '  Admin@Example.COM ', password: 'Admin@12345' });
    expect(JSON.parse(String(fake.calls[0].body))).toEqual({ email: 'admin@example.com', password: 'Admin@12345' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-1');
  });

  it("rejects with the server's msg and stores nothing", async () => {
    installFakeFetch({ 'POST /api/admin/login': { status: 400, body: { code: 400, msg: 'Invalid email or password' } } });
    await expect(authProvider.login({ email: 'a@b.co', password: 'x' })).rejects.toThrow('Invalid email or password');
    expect(getToken()).toBeNull();
  });
});

describe('logout', () => {
  it('signs out on the server with the token, removes it and goes to "/"', async () => {
    const fake = installFakeFetch({ 'POST /api/admin/logout': { body: { code: 200, msg: 'Signed out' } } });
    setToken('jwt-1');
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(getToken()).toBeNull();
    expect(fake.calls.map((call) => `${call.method} ${call.path} ${call.headers.authorization}`)).toEqual([
      'POST /api/admin/logout Bearer jwt-1',
    ]);
  });

  it('still signs out when the server refuses or cannot be reached', async () => {
    installFakeFetch({ 'POST /api/admin/logout': { status: 401, body: { code: 401, msg: 'Your session is not valid.' } } });
    setToken('jwt-1');
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(getToken()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    setToken('jwt-2');
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(getToken()).toBeNull();
  });

  it('without a token calls nothing on the server', async () => {
    const fake = installFakeFetch();
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(fake.calls).toHaveLength(0);
  });
});

describe('checkAuth', () => {
  it('without a token rejects towards "/"', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
  });

  it('checks the token once per page load, then loads the admin details and select lists', async () => {
    const fake = installFakeFetch(sessionRoutes(['readCategory']));
    setToken('jwt-1');
    await authProvider.checkAuth({});
    await authProvider.checkAuth({});
    await selectListsLoaded(); // asked for once the session is ready
    const paths = fake.calls.map((call) => call.path);
    expect(paths[0]).toBe('/api/admin/checkValidtoken');
    expect(paths.filter((path) => path === '/api/admin/checkValidtoken')).toHaveLength(1);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/getAdminDetails',
        '/api/admin/getSelectBrandList',
        '/api/admin/getSelectPartnerList',
        '/api/admin/getCategory',
        '/api/admin/getRarity',
      ]),
    );
    expect(paths).toHaveLength(6);
    const state = getSessionState();
    expect(state.status).toBe('ready');
    if (state.status === 'ready') {
      expect(state.session.roles).toEqual(['readCategory']);
      expect(state.session.counts).toEqual({ users: 1234, products: 56, partners: 7 });
      expect(state.session.settings.boxProfit).toBe(12.5);
      expect(state.session.selectLists?.rarities[0].color).toBe('#f00');
    }
  });

  it('with a token the server refuses (401) drops the token and rejects towards "/"', async () => {
    installFakeFetch({ 'GET /api/admin/checkValidtoken': { status: 401, body: { code: 401, msg: 'Session expired' } } });
    setToken('expired');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/', message: 'Session expired' });
    expect(getToken()).toBeNull();
  });

  it('keeps the token when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    setToken('jwt-1');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(getToken()).toBe('jwt-1');
    expect(getSessionState().status).toBe('error');
  });
});

describe('checkError', () => {
  it('on a 401 drops the token and rejects towards "/"', async () => {
    setToken('jwt-1');
    await expect(authProvider.checkError({ status: 401, message: 'Unauthorized' })).rejects.toMatchObject({ redirectTo: '/' });
    expect(getToken()).toBeNull();
  });

  it('on a 403 keeps the session', async () => {
    setToken('jwt-1');
    await expect(authProvider.checkError({ status: 403, message: 'Forbidden' })).resolves.toBeUndefined();
    expect(getToken()).toBe('jwt-1');
  });

  it('ignores other errors', async () => {
    setToken('jwt-1');
    await expect(authProvider.checkError({ status: 500, message: 'Crash' })).resolves.toBeUndefined();
    expect(getToken()).toBe('jwt-1');
  });
});

describe('getIdentity', () => {
  it('comes from the admin details', async () => {
    installFakeFetch(sessionRoutes(['superAdmin']));
    setToken('jwt-1');
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: 'admin-1',
      fullName: 'Ada Lovelace',
      avatar: '/uploads/ada.png',
    });
  });
});

describe('canAccess', () => {
  const table: EndpointTable = {
    category: { access: 'Category', list: { method: 'GET', path: 'api/admin/getCategory', replyKey: 'category', paging: 'client' } },
    purchases: { access: 'Deposite', list: { method: 'GET', path: 'api/admin/x', replyKey: 'x', paging: 'client' } },
  };

  it('reads need read, write or del; create and edit need write; delete needs del', () => {
    expect(canAccessResource(['readCategory'], 'category', 'list', table)).toBe(true);
    expect(canAccessResource(['readCategory'], 'category', 'show', table)).toBe(true);
    expect(canAccessResource(['readCategory'], 'category', 'create', table)).toBe(false);
    expect(canAccessResource(['readCategory'], 'category', 'delete', table)).toBe(false);
    expect(canAccessResource(['writeCategory'], 'category', 'edit', table)).toBe(true);
    expect(canAccessResource(['delCategory'], 'category', 'delete', table)).toBe(true);
    expect(canAccessResource(['readUsers'], 'category', 'list', table)).toBe(false);
  });

  it('super admins may do everything, aliases count, unknown resources are super only', () => {
    expect(canAccessResource(['suUsers'], 'category', 'delete', table)).toBe(true);
    expect(canAccessResource(['readDeposits'], 'purchases', 'list', table)).toBe(true);
    expect(canAccessResource(['superAdmin'], 'unknown', 'list', table)).toBe(true);
    expect(canAccessResource(['readCategory'], 'unknown', 'list', table)).toBe(false);
  });

  it('answers from the signed-in admin roles', async () => {
    installFakeFetch(sessionRoutes(['readCategory']));
    setToken('jwt-1');
    await loadSession();
    await expect(authProvider.canAccess?.({ resource: 'somethingElse', action: 'list' })).resolves.toBe(false);
  });
});

describe('getPermissions', () => {
  it("answers the admin's role strings from the session", async () => {
    installFakeFetch(sessionRoutes(['readBrand', 'writeBox']));
    setToken('jwt-perms');
    await expect(authProvider.getPermissions?.({})).resolves.toEqual(['readBrand', 'writeBox']);
  });

  it('answers no roles without a token, calling nothing', async () => {
    const fake = installFakeFetch();
    await expect(authProvider.getPermissions?.({})).resolves.toEqual([]);
    expect(fake.calls).toHaveLength(0);
  });
});
