/**
 * The signed-in admin's role strings, from react-admin's usePermissions (authProvider.getPermissions).
 * Screens decide with them and the rules of src/domain/permissions (canWrite(roles, 'Brand') ...).
 * The route guard waits for them before drawing a page, so inside a page they are known.
 */
import { usePermissions } from 'react-admin';

const NO_ROLES: readonly string[] = [];

export function useRoles(): readonly string[] {
  const { permissions } = usePermissions<readonly string[]>();
  return permissions ?? NO_ROLES;
}
