/**
 * Screen and action gates that are not plain read/write/del of one module (core §6, operations §6).
 */
import { canWrite, hasAccess, hasAny, isSuper } from './checks';

/** Dashboard content: suUsers, superAdmin or readDashboard. Others see only "Welcome to admin". */
export function canSeeDashboard(roles: readonly string[]): boolean {
  return hasAny(roles, ['readDashboard']);
}

export type SettingsTab = 'profile' | 'changePassword' | 'preferences' | 'secondFactor';

export const SETTINGS_TABS: readonly SettingsTab[] = ['profile', 'changePassword', 'preferences', 'secondFactor'];

/**
 * Who may open each settings tab: the read or write permissions core §6 lists for it. Every
 * signed-in admin manages their own second factor (issue 62): `null` opens the tab to all.
 */
const SETTINGS_TAB_OPEN: Record<SettingsTab, readonly string[] | null> = {
  profile: ['readProfile', 'writeProfile', 'readSetting', 'writeSetting'],
  changePassword: ['readChangePassword', 'writeChangePassword'],
  preferences: ['readPreferences', 'writePreferences', 'readOtherSettings', 'writeOtherSettings'],
  secondFactor: null,
};

/**
 * Who may press Update on each tab: the write half of the open list. Core §6 states it for
 * change password (writeChangePassword) and other settings (writeOtherSettings or writePreferences);
 * for the profile tab we read it the same way (writeProfile or writeSetting).
 */
export const SETTINGS_TAB_UPDATE: Readonly<Record<Exclude<SettingsTab, 'secondFactor'>, readonly string[]>> = {
  profile: ['writeProfile', 'writeSetting'],
  changePassword: ['writeChangePassword'],
  preferences: ['writeOtherSettings', 'writePreferences'],
};

/** A non-super admin without any of the tab's permissions is sent to /dashboard. */
export function canOpenSettingsTab(roles: readonly string[], tab: SettingsTab): boolean {
  const perms = SETTINGS_TAB_OPEN[tab];
  return perms === null || (perms !== undefined && hasAny(roles, perms));
}

export function canUpdateSettingsTab(roles: readonly string[], tab: SettingsTab): boolean {
  if (tab === 'secondFactor') return true; // one's own factors
  const perms = SETTINGS_TAB_UPDATE[tab];
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
