/**
 * The team form's role list (operations §4 "Super-admin checkbox", "Parent permission toggles"):
 * ticking a single permission, a parent row (through applyParentToggle), and the super-admin
 * checkbox that selects suUsers alone and, when unticked, restores the member's own roles.
 */
import { SUPER_ROLES, applyParentToggle, isSuper, type ParentPermission, type PermissionKind } from './permissions';

/** The role the super-admin checkbox selects. */
export const SUPER_ADMIN_ROLE = 'suUsers';

/** The roles with the checkbox ticked: suUsers only, every other permission cleared. */
export function selectSuperAdmin(): string[] {
  return [SUPER_ADMIN_ROLE];
}

/**
 * The roles after unticking the checkbox: on the update form the member's own roles as loaded
 * (without a super role, else the box would stay ticked); on the add form nothing.
 */
export function unselectSuperAdmin(ownRoles: readonly string[] | undefined): string[] {
  return (ownRoles ?? []).filter((role) => !(SUPER_ROLES as readonly string[]).includes(role));
}

/** Whether the checkbox shows ticked (and the permission groups are hidden). */
export function isSuperAdminSelection(roles: readonly string[]): boolean {
  return isSuper(roles);
}

/** Ticks or unticks one permission; a parent row's permission goes through its bundle. */
export function togglePermission(
  roles: readonly string[],
  permission: string,
  checked: boolean,
  parent?: { parent: ParentPermission; kind: PermissionKind },
): string[] {
  if (parent) return applyParentToggle(roles, parent.parent, parent.kind, checked);
  if (checked) return roles.includes(permission) ? [...roles] : [...roles, permission];
  return roles.filter((role) => role !== permission);
}
