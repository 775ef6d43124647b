/**
 * The session calls of core §4 and §7 as dataProvider methods: sign-in, sign-out, the token check,
 * the admin details and the select lists. The authProvider (src/authProvider) goes through them, so
 * whichever transport answers the dataProvider (the server, or QA mode's fake shop) answers the
 * session too. Light on purpose: the login screen uses them before the admin bundle is loaded.
 */
import type { CustomMethodDeps } from '../customMethods';
import type { AdminDetails, AdminSettings } from '../../domain/types';

/** The reply of GET getAdminDetails: the admin, the shop's counts and the admin settings. */
export interface AdminDetailsReply {
  data: AdminDetails;
  userCount?: number;
  productCount?: number;
  partnerCount?: number;
  settings?: Partial<AdminSettings>;
}

/** The four select lists the session loads, by the reply key their call answers with. */
export const SELECT_LISTS = {
  brands: { method: 'GET', path: 'api/admin/getSelectBrandList', key: 'brand' },
  partners: { method: 'GET', path: 'api/admin/getSelectPartnerList', key: 'partner' },
  categories: { method: 'GET', path: 'api/admin/getCategory', key: 'category' },
  rarities: { method: 'GET', path: 'api/admin/getRarity', key: 'rarity' },
} as const;

export type SelectListName = keyof typeof SELECT_LISTS;

export function createSessionMethods({ request }: Pick<CustomMethodDeps, 'request'>) {
  return {
    /**
     * POST login: the token of the credentials (the caller stores it), or the second step's token
     * and methods (issue 62), or a token limited to enrolling a second factor.
     */
    login: (body: { email: string; password: string }) =>
      request<{ token?: unknown; mfaRequired?: unknown; mfaToken?: unknown; methods?: unknown; mfaEnrolRequired?: unknown }>(
        'POST',
        '/api/admin/login',
        { body },
      ),

    /** POST logout: ends the token's session (docs/api.md); the admin's other sessions go on. */
    logout: (timeoutMs?: number) => request('POST', '/api/admin/logout', { timeoutMs }),

    /** GET checkValidtoken: rejects with a 401 when the stored token is no longer valid. */
    checkValidToken: () => request('GET', 'api/admin/checkValidtoken'),

    getAdminDetails: () => request<AdminDetailsReply>('GET', 'api/admin/getAdminDetails'),

    /** One select list's rows (brands, partners, categories or rarities). */
    getSelectList: async <T>(name: SelectListName): Promise<T[]> => {
      const { method, path, key } = SELECT_LISTS[name];
      const reply = await request<Record<string, unknown>>(method, path);
      const rows = reply[key];
      return Array.isArray(rows) ? (rows as T[]) : [];
    },
  };
}
