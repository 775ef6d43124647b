/**
 * An authProvider for screen tests: signed in, with the role strings `roles()` answers at the time;
 * canAccess answers from them with the admin's own rule (src/authProvider/canAccess.ts).
 */
import type { AuthProvider } from 'react-admin';
import { canAccessResource } from '../../src/authProvider/canAccess';
import { ACCESS } from '../../src/resources/registry';

export function rolesAuthProvider(roles: () => readonly string[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => roles(),
    canAccess: async ({ resource, action }) => canAccessResource(roles(), resource, action, ACCESS),
  };
}
