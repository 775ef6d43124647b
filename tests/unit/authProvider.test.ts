import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider';
import { ACCESS } from '../../src/resources/registry';
import { canAccessResource } from '../../src/authProvider/canAccess';
import { getSessionState, loadSession, selectListsLoaded } from '../../src/authProvider/session';
import { TOKEN_KEY, clearToken, getToken, setToken } from '../../src/dataProvider/http';
import { installFakeFetch } from './fakeFetch';
import { sessionRoutes } from './sessionReplies';

const authProvider = createAuthProvider({ access: ACCESS });

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
  const can = (roles: readonly string[], resource: string, action: string) => canAccessResource(roles, resource, action, ACCESS);

  it('reads need read, write or del; create and edit need write; delete needs del', () => {
    expect(can(['readCategory'], 'category', 'list')).toBe(true);
    expect(can(['delCategory'], 'category', 'show')).toBe(true);
    expect(can(['readCategory'], 'category', 'create')).toBe(false);
    expect(can(['readCategory'], 'category', 'delete')).toBe(false);
    expect(can(['writeCategory'], 'category', 'edit')).toBe(true);
    expect(can(['writeCategory'], 'category', 'delete')).toBe(false);
    expect(can(['delCategory'], 'category', 'delete')).toBe(true);
    expect(can(['readUsers'], 'category', 'list')).toBe(false);
    expect(can(['delActivityLog'], 'activityLogs', 'delete')).toBe(true);
    expect(can(['readActivityLog'], 'activityLogs', 'delete')).toBe(false);
  });

  it('super admins may do everything; unknown names and actions are super only', () => {
    expect(can(['suUsers'], 'category', 'delete')).toBe(true);
    expect(can(['superAdmin'], 'team', 'edit')).toBe(true);
    expect(can(['readCategory'], 'team', 'list')).toBe(false);
    expect(can(['superAdmin'], 'unknown', 'list')).toBe(true);
    expect(can(['readCategory'], 'unknown', 'list')).toBe(false);
    expect(can(['writeCategory'], 'category', 'approve')).toBe(false);
  });

  it("answers another entity's access from that entity (a user's deposits, a box's RTP)", () => {
    expect(can(['readDeposite'], 'deposits', 'list')).toBe(true);
    expect(can(['readDeposits'], 'deposits', 'list')).toBe(true);
    expect(can(['readUsers'], 'deposits', 'list')).toBe(false);
    expect(can(['writeDeposits'], 'purchaseHistory', 'edit')).toBe(true);
    expect(can(['readDeposits'], 'purchaseHistory', 'edit')).toBe(false);
    expect(can(['readBox'], 'box', 'list')).toBe(true);
  });

  it("uses the domain's gates where an access is not plain read/write/del", () => {
    expect(can(['writePreferences'], 'delivery', 'edit')).toBe(true);
    expect(can(['delPreferences'], 'delivery', 'delete')).toBe(true);
    expect(can(['delPreferences'], 'delivery', 'list')).toBe(true);
    expect(can(['readPreferences'], 'delivery', 'list')).toBe(false);
    expect(can(['writeAddProduct'], 'product', 'create')).toBe(true);
    expect(can(['writeAddProduct'], 'product', 'edit')).toBe(false);
    expect(can(['writeFunds'], 'withdrawals', 'edit')).toBe(true);
    expect(can(['delWithdraws'], 'withdrawals', 'delete')).toBe(false);
    expect(can(['delFunds'], 'withdrawals', 'delete')).toBe(true);
    expect(can(['readFunds'], 'withdrawals', 'list')).toBe(true);
  });

  it('answers the dashboard and each settings tab: show opens it, edit updates it', () => {
    expect(can(['readDashboard'], 'dashboard', 'show')).toBe(true);
    expect(can(['writeDashboard'], 'dashboard', 'show')).toBe(false);
    expect(can([], 'settings.secondFactor', 'show')).toBe(true);
    expect(can([], 'settings.profile', 'show')).toBe(false);
    expect(can(['readSetting'], 'settings.profile', 'show')).toBe(true);
    expect(can(['readSetting'], 'settings.profile', 'edit')).toBe(false);
    expect(can(['writeSetting'], 'settings.profile', 'edit')).toBe(true);
    expect(can(['writeOtherSettings'], 'settings.preferences', 'edit')).toBe(true);
    expect(can(['writeChangePassword'], 'settings.profile', 'edit')).toBe(false);
    expect(can(['readProfile'], 'settings.security', 'show')).toBe(false);
    expect(can(['superAdmin'], 'settings.security', 'show')).toBe(true);
    expect(can(['superAdmin'], 'settings.sessions', 'edit')).toBe(false);
    expect(can(['superAdmin'], 'settings.nowhere', 'show')).toBe(true);
    expect(can(['readProfile'], 'settings.nowhere', 'show')).toBe(false);
  });

  it('answers from the signed-in admin roles', async () => {
    installFakeFetch(sessionRoutes(['readCategory']));
    setToken('jwt-1');
    await loadSession();
    await expect(authProvider.canAccess?.({ resource: 'category', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess?.({ resource: 'category', action: 'edit' })).resolves.toBe(false);
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
