/**
 * The authProvider (core §4 "Session", §7): token in localStorage (src/dataProvider/http.ts),
 * the session (admin details and select lists) in ./session.ts, permissions from src/domain.
 * getPermissions answers the admin's role strings (from the session); canAccess answers screens'
 * useCanAccess from them and the rules of src/domain/permissions (./canAccess.ts). <Admin>
 * is not given requireAuth: with it, a getPermissions that resolves at once loops checkAuth and
 * logout (react-admin issue 10764); the layout's session gate checks the token instead.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { assetUrl, clearToken, getToken } from '../dataProvider/http';
import { sessionCalls } from './sessionCalls';
import { listCache } from '../dataProvider/listCache';
import { canAccessResource, type AccessTable } from './canAccess';
import { loadSession, resetSession, startSession } from './session';
import { signIn, type SignInParams } from './signIn';
import { LOGIN_PATH } from '../shellPaths';

/** Where every sign-out and refused check lands: the login page. */
export { LOGIN_PATH };

/** What checkAuth and checkError reject with: react-admin logs out and goes to `redirectTo`. */
export interface AuthRedirect {
  redirectTo: string;
  /** the notification to show; false shows none */
  message: string | false;
}

function toLogin(message: string | false = false): AuthRedirect {
  return { redirectTo: LOGIN_PATH, message };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}

function messageOf(error: unknown): string | false {
  return error instanceof Error && error.message ? error.message : false;
}

/** How long a sign-out waits for the server before going on without it. */
export const SERVER_LOGOUT_TIMEOUT_MS = 3000;

/**
 * react-admin's query key of the roles (usePermissions): `[...key, params]`, `{}` without
 * parameters. The session invalidates it when the roles change; the unseen warm-up seeds it.
 */
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions'] as const;

/** react-admin's query key prefix of the canAccess answers; asked again when the roles change. */
export const CAN_ACCESS_QUERY_KEY = ['auth', 'canAccess'] as const;

/**
 * Ends the token's sessions on the server too (POST /api/admin/logout, docs/api.md), best-effort:
 * a server that is down, slow or already refusing the token does not keep the admin signed in.
 */
async function endServerSession(): Promise<void> {
  if (!getToken()) return;
  try {
    await sessionCalls.logout(SERVER_LOGOUT_TIMEOUT_MS);
  } catch {
    // the token is dropped below all the same
  }
}

function forgetSession(): void {
  clearToken();
  resetSession();
  listCache.clear();
}

/** The authProvider over the descriptors' access names (handed down by App), which answer canAccess. */
export function createAuthProvider({ access }: { access: AccessTable }): AuthProvider {
  return {
    async login(params: SignInParams) {
      await signIn(params);
    },

    async logout() {
      await endServerSession();
      forgetSession();
      return LOGIN_PATH;
    },

    /**
     * No token: back to "/". First check of a page load: checkValidtoken, then the session.
     * A 401 drops the token; other failures (server down) keep it, and the layout shows the
     * session error with a retry instead of signing the admin out.
     */
    async checkAuth() {
      if (!getToken()) throw toLogin();
      try {
        await startSession();
      } catch (error) {
        if (statusOf(error) === 401) {
          forgetSession();
          throw toLogin(messageOf(error));
        }
      }
    },

    /** 401: the token is gone, back to "/". 403: a missing permission; the session stays. */
    async checkError(error: unknown) {
      if (statusOf(error) === 401) {
        forgetSession();
        throw toLogin(messageOf(error));
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const { admin } = await loadSession();
      const fullName = [admin.firstname, admin.lastname].filter(Boolean).join(' ') || admin.email;
      return { id: admin._id, fullName, avatar: assetUrl(admin.profile) };
    },

    async getPermissions(): Promise<readonly string[]> {
      if (!getToken()) return [];
      const { roles } = await loadSession();
      return roles;
    },

    async canAccess({ resource, action }) {
      const { roles } = await loadSession();
      return canAccessResource(roles, resource, action, access);
    },
  };
}
