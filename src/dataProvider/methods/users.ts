/**
 * Custom (non-CRUD) dataProvider methods of the users area (core §7 users and settings rows,
 * operations §7 users data). Each one that changes users drops the users list cache.
 */
import type { CustomMethodDeps } from '../customMethods';
import type { LoginHistoryEntry, UserDetailReply } from '../../domain/types/users';
import type { AdminDetails } from '../../domain/types';
import type { UniqueField } from '../../domain/validation/user';
import type { ChangePasswordValues } from '../../domain/validation/settings';

export const USERS_RESOURCE = 'users';

export function createUsersMethods({ request, cache }: CustomMethodDeps) {
  async function changingUsers<T>(promise: Promise<T>): Promise<T> {
    try {
      return await promise;
    } finally {
      cache.invalidate(USERS_RESOURCE);
    }
  }

  return {
    /** Resolves with the msg when usable; rejects with the spec's "... already exists." when taken. */
    checkUserExists: (type: UniqueField, value: string, userId?: string) =>
      request('POST', '/api/admin/checkUserExists', { body: userId ? { type, value, userId } : { type, value } }),

    /** The demo table's bulk delete (core §7): POST api/admin/removeUser with the id list. */
    removeUsers: (ids: readonly string[]) =>
      changingUsers(request<{ deletedCount: number }>('POST', 'api/admin/removeUser', { body: { ids } })),

    blockUser: (id: string) => changingUsers(request<{ block: boolean }>('DELETE', `api/admin/blockUser/${encodeURIComponent(id)}`)),

    addWalletAmount: (id: string, walletAmount: string) =>
      changingUsers(request<{ walletBalance: number }>('PUT', 'api/admin/addWalletAmount', { body: { id, walletAmount } })),

    /** `mailSent`: whether the server mailed the new password to the user (msg says why not). */
    updateUserPassword: (userid: string, password: string) =>
      request<{ mailSent: boolean }>('PUT', 'api/admin/updateUserPassword', { body: { userid, password } }),

    changeUserTypeToStreamer: (userId: string) =>
      changingUsers(request<{ userType?: unknown }>('POST', 'api/admin/changeUserTypeToStreamer', { body: { userId } })),

    getUserDetail: (id: string, signal?: AbortSignal) =>
      request<UserDetailReply>('GET', `api/admin/getUserDetailById/${encodeURIComponent(id)}`, { signal }),

    getLoginHistory: (id: string, signal?: AbortSignal) =>
      request<{ loginHistory: LoginHistoryEntry[] }>('GET', `api/admin/getloginHistoryData/${encodeURIComponent(id)}`, { signal }),

    deleteInventory: (inventoryId: string, userId: string) =>
      request('DELETE', `api/admin/deleteInventory/${encodeURIComponent(inventoryId)}/${encodeURIComponent(userId)}`),

    updateAdminProfile: (profile: { id: string; firstname: string; lastname: string; email: string }) =>
      request<{ data: AdminDetails }>('POST', 'api/admin/updateAdminProfile', { body: profile }),

    /** On success the reply holds a fresh token: every other token of the admin stops working. */
    changeAdminPassword: (values: ChangePasswordValues) =>
      request<{ token: string }>('POST', '/api/admin/changePassword', { body: values }),

    updateBoxProfit: (boxProfit: number) => request('PUT', '/api/admin/updateBoxProfit', { body: { boxProfit } }),

    updateCurrentBoxesProfit: (boxProfit: number) => request('PUT', 'api/admin/updateCurrentBoxesProfit', { body: { boxProfit } }),
  };
}
