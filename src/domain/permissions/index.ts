/**
 * Permissions: catalogue, parent bundles, menu, route gating and action gates of both spec
 * documents (core §6, operations §6). Pure: imported by the SPA and the server alike.
 * The decisions taken where the spec is loose are in docs/permissions.md.
 */
export {
  SUPER_ROLES,
  PERMISSION_KINDS,
  ACCESS_ALIASES,
  isSuper,
  hasAny,
  hasAccess,
  hasAccessWithAliases,
  hasAccessToAny,
  canRead,
  canWrite,
  canDelete,
  showActionColumn,
  permissionName,
} from './checks';
export type { PermissionKind } from './checks';
export {
  PERMISSION_CATALOGUE,
  DELIVERY_PERMISSIONS,
  SUPPORT_PERMISSIONS,
  ALL_PERMISSIONS,
  TEAM_FORM_ROWS,
  PARENT_BUNDLES,
  applyParentToggle,
  permissionsOf,
  entityRows,
} from './catalogue';
export type { PermissionGroupOption, ParentPermission } from './catalogue';
export {
  SETTINGS_TABS,
  SETTINGS_TAB_UPDATE,
  canSeeDashboard,
  canOpenSettingsTab,
  canUpdateSettingsTab,
  canEditDelivery,
  canDeleteDelivery,
  canOpenDelivery,
  canManageTeam,
  canCreateProduct,
} from './gates';
export type { CoreSettingsTab, SettingsTab } from './gates';
export { canOpenPath } from './routes';
export type { RouteGate } from './routes';
export {
  topLevelRule,
  childRule,
  groupRule,
  filterMenu,
  WAREHOUSE_GROUP_MODULES,
  SETTINGS_GROUP_MODULES,
  GAME_GROUP_MODULES,
  PROFIT_GROUP_MODULES,
  TEAM_GROUP_MODULES,
  MENU_GROUPS,
} from './menu';
export type { MenuItem, MenuGroup, MenuEntry, MenuGroupKey } from './menu';
