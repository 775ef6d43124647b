/**
 * May the admin open this location? The route gates (operations §6 "Route gating table"), derived
 * from each descriptor's screens, for the path; and for the settings page's ?tab= the settings tab
 * rule (core §2 "List behaviour", §6 "Settings tabs"). A refused admin is shown the dashboard.
 */
import { SETTINGS_TABS, canOpenPath, canOpenSettingsTab, type RouteGate, type SettingsTab } from '../domain/permissions';
import { gateOf, linkTo } from '../resources/descriptor';
import { DESCRIPTORS } from '../resources/registry';
import { settings } from '../settings';

export { HOME_PATH } from '../shellPaths';

const screens = DESCRIPTORS.flatMap((d) => Object.values(d.screens).flatMap((s) => (s ? [{ descriptor: d, screen: s }] : [])));

/** One gate per gated screen (the spec's table lists some of them together; the rule is the same). */
export const ROUTE_GATES: readonly RouteGate[] = screens.flatMap(({ descriptor, screen }) => {
  const gate = gateOf(descriptor, screen);
  return gate === 'open' ? [] : [{ paths: [screen.path], modules: gate.modules, allows: gate.allows }];
});

/** operations §6 "Not gated by role", and the pages of no entity. */
export const UNGATED_ROUTES: readonly string[] = screens
  .filter(({ descriptor, screen }) => gateOf(descriptor, screen) === 'open')
  .map(({ screen }) => screen.path);

export function canOpenRoute(roles: readonly string[], pathname: string): boolean {
  return canOpenPath(ROUTE_GATES, roles, pathname);
}

const SETTINGS_PATH = linkTo(settings, 'page').toLowerCase();

function isSettingsTab(tab: string): tab is SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(tab);
}

export function canOpenLocation(roles: readonly string[], pathname: string, search = ''): boolean {
  if (!canOpenRoute(roles, pathname)) return false;
  if (pathname.replace(/\/+$/, '').toLowerCase() === SETTINGS_PATH) {
    const tab = new URLSearchParams(search).get('tab');
    if (tab && isSettingsTab(tab)) return canOpenSettingsTab(roles, tab);
  }
  return true;
}
