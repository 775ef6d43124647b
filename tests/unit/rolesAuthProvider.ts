/** An authProvider for screen tests: signed in, with the role strings `roles()` answers at the time. */
import type { AuthProvider } from 'react-admin';

export function rolesAuthProvider(roles: () => readonly string[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => roles(),
  };
}
