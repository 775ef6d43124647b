/**
 * authProvider.canAccess's rule. `resource` is a descriptor's name (a react-admin resource, or a page:
 * `dashboard`, `settings`), answered for the descriptor's access name (core §6); `settings.<tab>` is a
 * settings tab; any other `name.field` follows its name. list, show and export need read, write or
 * del; create, edit and clone need write; delete needs del. The access names whose gates are not
 * plain (GATES) answer from src/domain's. Unknown names are open to super admins only.
 */
import {
  canCreateProduct,
  canDelete,
  canDeleteDelivery,
  canEditDelivery,
  canOpenDelivery,
  canOpenSettingsTab,
  canSeeDashboard,
  canUpdateSettingsTab,
  canWrite,
  hasAccessWithAliases,
  isSettingsTab,
  isSuper,
  type PermissionKind,
  type SettingsTab,
} from '../domain/permissions';
import { canDecideWithdrawals, canDeleteWithdrawals, canReadDeposits } from '../domain/profitAccess';

/** Each descriptor's name and its access name ('' for super admins only). */
export type AccessTable = Readonly<Record<string, string>>;

type Gate = (roles: readonly string[]) => boolean;

/** react-admin's actions, by the permission kind core §6 asks for them. */
const ACTION_KINDS: Readonly<Record<string, PermissionKind>> = {
  list: 'read',
  show: 'read',
  export: 'read',
  create: 'write',
  edit: 'write',
  clone: 'write',
  delete: 'del',
};

/** Access names with a gate of their own for a kind (or for create alone), from src/domain. */
const GATES: Readonly<Record<string, Partial<Record<PermissionKind | 'create', Gate>>>> = {
  Dashboard: { read: canSeeDashboard },
  Delivery: { read: canOpenDelivery, write: canEditDelivery, del: canDeleteDelivery },
  Deposits: { read: canReadDeposits },
  Product: { create: canCreateProduct },
  Withdraws: { write: canDecideWithdrawals, del: canDeleteWithdrawals },
};

function canDoOnTab(roles: readonly string[], tab: SettingsTab, kind: PermissionKind): boolean {
  if (kind === 'read') return canOpenSettingsTab(roles, tab);
  return kind === 'write' && canUpdateSettingsTab(roles, tab);
}

function canDoOn(roles: readonly string[], access: string, action: string, kind: PermissionKind): boolean {
  const gates = Object.hasOwn(GATES, access) ? GATES[access] : {};
  const gate = (action === 'create' ? gates.create : undefined) ?? gates[kind];
  if (gate) return gate(roles);
  if (kind === 'write') return canWrite(roles, access);
  if (kind === 'del') return canDelete(roles, access);
  return hasAccessWithAliases(roles, access);
}

export function canAccessResource(roles: readonly string[], resource: string, action: string, table: AccessTable): boolean {
  const [name, field] = resource.split('.');
  const kind = Object.hasOwn(ACTION_KINDS, action) ? ACTION_KINDS[action] : undefined;
  const access = Object.hasOwn(table, name) ? table[name] : '';
  if (!kind || !access) return isSuper(roles);
  if (name === 'settings' && field !== undefined) return isSettingsTab(field) ? canDoOnTab(roles, field, kind) : isSuper(roles);
  return canDoOn(roles, access, action, kind);
}
