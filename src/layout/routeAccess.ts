/**
 * May the admin open this location? The route gating table (operations §6, canOpenRoute) for the
 * path, and for /settings?tab=... the settings tab rule (core §2 "List behaviour", §6 "Settings tabs").
 */
import { SETTINGS_TABS, canOpenRoute, canOpenSettingsTab, type SettingsTab } from '../domain/permissions';

export const HOME_PATH = '/dashboard';

function isSettingsTab(tab: string): tab is SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(tab);
}

export function canOpenLocation(roles: readonly string[], pathname: string, search = ''): boolean {
  if (!canOpenRoute(roles, pathname)) return false;
  if (pathname.replace(/\/+$/, '').toLowerCase() === '/settings') {
    const tab = new URLSearchParams(search).get('tab');
    if (tab && isSettingsTab(tab)) return canOpenSettingsTab(roles, tab);
  }
  return true;
}
