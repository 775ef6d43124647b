/**
 * authProvider.canAccess's rule: a react-admin resource belongs to the access name of its descriptor
 * (the endpoint table's `access`, handed down by App); the action is checked against core §6:
 * list, show and export need read, write or del; create, edit and clone need write; delete needs del.
 * Unknown resources are open to super admins only.
 */
import { canDelete, canWrite, hasAccessWithAliases, isSuper } from '../domain/permissions';
import type { EndpointTable } from '../dataProvider/endpoints';

const WRITE_ACTIONS = new Set(['create', 'edit', 'clone']);
const DELETE_ACTIONS = new Set(['delete']);

export function canAccessResource(roles: readonly string[], resource: string, action: string, table: EndpointTable): boolean {
  // field-level checks ('category.name') follow their resource
  const name = resource.split('.')[0];
  const access = Object.prototype.hasOwnProperty.call(table, name) ? table[name].access : undefined;
  if (!access) return isSuper(roles);
  if (WRITE_ACTIONS.has(action)) return canWrite(roles, access);
  if (DELETE_ACTIONS.has(action)) return canDelete(roles, access);
  return hasAccessWithAliases(roles, access);
}
