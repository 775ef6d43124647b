/**
 * Basic permission checks (core §6, operations §6).
 *
 * A role is a list of permission strings of the form `read` / `write` / `del` + a module name
 * (`readCategory`, `writeUsers`, `delBox` ...). `suUsers` and `superAdmin` grant everything.
 * Names are compared exactly, case included: the spec's odd spellings (`feedback`, `Deposite`)
 * are module names in their own right.
 */

export const SUPER_ROLES = ['suUsers', 'superAdmin'] as const;

export type PermissionKind = 'read' | 'write' | 'del';

export const PERMISSION_KINDS: readonly PermissionKind[] = ['read', 'write', 'del'];

/** `permissionName('read', 'Users')` -> `readUsers`. */
export function permissionName(kind: PermissionKind, module: string): string {
  return `${kind}${module}`;
}

/** Roles arrive from the network: anything that is not an array holds no permission. */
function roleList(roles: readonly string[]): readonly string[] {
  return Array.isArray(roles) ? roles : [];
}

export function isSuper(roles: readonly string[]): boolean {
  const list = roleList(roles);
  return SUPER_ROLES.some((role) => list.includes(role));
}

/** true when super, or roles contain any of perms */
export function hasAny(roles: readonly string[], perms: readonly string[]): boolean {
  if (isSuper(roles)) return true;
  const list = roleList(roles);
  return perms.some((perm) => list.includes(perm));
}

/** read/write/del + module name (e.g. hasAccess(roles,'Users') -> readUsers|writeUsers|delUsers), or super */
export function hasAccess(roles: readonly string[], module: string): boolean {
  return hasAny(
    roles,
    PERMISSION_KINDS.map((kind) => permissionName(kind, module)),
  );
}

export function canRead(roles: readonly string[], module: string): boolean {
  return hasAny(roles, [permissionName('read', module)]);
}

export function canWrite(roles: readonly string[], module: string): boolean {
  return hasAny(roles, [permissionName('write', module)]);
}

export function canDelete(roles: readonly string[], module: string): boolean {
  return hasAny(roles, [permissionName('del', module)]);
}

/** the action column shows only when its rows may be edited or deleted (core §6: removed with neither) */
export function showActionColumn(access: { mayEdit: boolean; mayDelete: boolean }): boolean {
  return access.mayEdit || access.mayDelete;
}

/**
 * Access names that have a second spelling in the catalogue. Core §6 names the purchase-history
 * access `Deposite`, while the team form only hands out `readDeposits`/`writeDeposits`/`delDeposits`;
 * operations §6 gates /funds-management with `Withdraws`, while withdrawal actions use `Funds`.
 * Menus and route gates accept either spelling; `hasAccess` itself stays literal.
 */
export const ACCESS_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Deposite: ['Deposits'],
  Withdraws: ['Funds'],
};

/** hasAccess for the access name or any of its aliases (see ACCESS_ALIASES). */
export function hasAccessWithAliases(roles: readonly string[], access: string): boolean {
  const aliases = Object.hasOwn(ACCESS_ALIASES, access) ? ACCESS_ALIASES[access] : [];
  const names = [access, ...aliases];
  return names.some((name) => hasAccess(roles, name));
}

/** hasAccess for any of the modules: read, write or del of any of them, or super. */
export function hasAccessToAny(roles: readonly string[], modules: readonly string[]): boolean {
  return modules.some((module) => hasAccess(roles, module));
}
