/**
 * Screen and action gates that are not plain read/write/del of one module (core §6, operations §6).
 */
import { canWrite, hasAccess, hasAny, isSuper } from './checks';

/** Dashboard content: suUsers, superAdmin or readDashboard. Others see only "Welcome to admin". */
export function canSeeDashboard(roles: readonly string[]): boolean {
  return hasAny(roles, ['readDashboard']);
}

/** The tabs of core §6, each opened and updated with permissions of its own. */
export type CoreSettingsTab = 'profile' | 'changePassword' | 'preferences';

/** Issue 62 adds one's own second factor and sessions (every admin) and the team's security (super admins only). */
export type SettingsTab = CoreSettingsTab | 'secondFactor' | 'sessions' | 'security';

export const SETTINGS_TABS: readonly SettingsTab[] = ['profile', 'changePassword', 'preferences', 'secondFactor', 'sessions', 'security'];

export function isSettingsTab(tab: string): tab is SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(tab);
}

/**
 * Who may open each settings tab: the read or write permissions core §6 lists for it; `everyone` for
 * a tab about the admin's own account; an empty list for a tab only super admins open.
 */
const SETTINGS_TAB_OPEN: Record<SettingsTab, readonly string[] | 'everyone'> = {
  profile: ['readProfile', 'writeProfile', 'readSetting', 'writeSetting'],
  changePassword: ['readChangePassword', 'writeChangePassword'],
  preferences: ['readPreferences', 'writePreferences', 'readOtherSettings', 'writeOtherSettings'],
  secondFactor: 'everyone',
  sessions: 'everyone',
  security: [],
};

/**
 * Who may press Update on each tab: the write half of the open list. Core §6 states it for
 * change password (writeChangePassword) and other settings (writeOtherSettings or writePreferences);
 * for the profile tab we read it the same way (writeProfile or writeSetting).
 */
export const SETTINGS_TAB_UPDATE: Readonly<Record<CoreSettingsTab, readonly string[]>> = {
  profile: ['writeProfile', 'writeSetting'],
  changePassword: ['writeChangePassword'],
  preferences: ['writeOtherSettings', 'writePreferences'],
};

/** A non-super admin without any of the tab's permissions is sent to /dashboard. */
export function canOpenSettingsTab(roles: readonly string[], tab: SettingsTab): boolean {
  const perms = SETTINGS_TAB_OPEN[tab];
  return perms === 'everyone' || (perms !== undefined && hasAny(roles, perms));
}

/** The other tabs have no Update: nobody updates them. */
export function canUpdateSettingsTab(roles: readonly string[], tab: SettingsTab): boolean {
  const perms = Object.hasOwn(SETTINGS_TAB_UPDATE, tab) ? SETTINGS_TAB_UPDATE[tab as CoreSettingsTab] : undefined;
  return perms !== undefined && hasAny(roles, perms);
}

/** Delivery create and edit: suUsers, superAdmin, writeDelivery or writePreferences. */
export function canEditDelivery(roles: readonly string[]): boolean {
  return hasAny(roles, ['writeDelivery', 'writePreferences']);
}

/** Delivery delete and bulk Delete: suUsers, superAdmin, delDelivery or delPreferences. */
export function canDeleteDelivery(roles: readonly string[]): boolean {
  return hasAny(roles, ['delDelivery', 'delPreferences']);
}

/**
 * Who may open the delivery list (/shippingManagement) and see its menu item: read, write or
 * del of Delivery, or anyone who passes a delivery action gate (writePreferences, delPreferences).
 */
export function canOpenDelivery(roles: readonly string[]): boolean {
  return hasAccess(roles, 'Delivery') || canEditDelivery(roles) || canDeleteDelivery(roles);
}

/** The product list's create button (the form itself submits with writeProduct). */
export function canCreateProduct(roles: readonly string[]): boolean {
  return canWrite(roles, 'Product') || canWrite(roles, 'AddProduct');
}

/** Team management, addTeam, updateTeam: only suUsers or superAdmin. */
export function canManageTeam(roles: readonly string[]): boolean {
  return isSuper(roles);
}
