/**
 * May the admin open this location? The route gates (operations §6 "Route gating table"), derived
 * from each descriptor's screens, for the path; and a screen's rule on its query where it has one
 * (the settings tabs, core §2 "List behaviour", §6 "Settings tabs"). A refused admin is shown the
 * dashboard.
 */
import { canOpenPath, type RouteGate } from '../domain/permissions';
import { gateOf, type Roles, type Screen } from './descriptor';
import type { Descriptor } from './descriptor';

export { HOME_PATH } from '../shellPaths';

export interface RouteAccess {
  /** one gate per gated screen (the spec's table lists some of them together; the rule is the same) */
  gates: readonly RouteGate[];
  /** operations §6 "Not gated by role", and the pages of no entity */
  ungated: readonly string[];
  /** the screens with a rule on their query, by lower-cased path */
  queryRules: ReadonlyMap<string, NonNullable<Screen['allowsQuery']>>;
}

export function routeAccessOf(descriptors: readonly Descriptor[]): RouteAccess {
  const screens = descriptors.flatMap((d) => Object.values(d.screens).flatMap((s) => (s ? [{ descriptor: d, screen: s }] : [])));
  const gates = screens.flatMap(({ descriptor, screen }) => {
    const gate = gateOf(descriptor, screen);
    return gate === 'open' ? [] : [{ paths: [screen.path], modules: gate.modules, allows: gate.allows }];
  });
  const ungated = screens.filter(({ descriptor, screen }) => gateOf(descriptor, screen) === 'open').map(({ screen }) => screen.path);
  const queryRules = new Map(
    screens.flatMap(({ screen }) => (screen.allowsQuery ? [[screen.path.toLowerCase(), screen.allowsQuery]] : [])),
  );
  return { gates, ungated, queryRules };
}

export function canOpenRoute(access: RouteAccess, roles: Roles, pathname: string): boolean {
  return canOpenPath(access.gates, roles, pathname);
}

export function canOpenLocation(access: RouteAccess, roles: Roles, pathname: string, search = ''): boolean {
  if (!canOpenRoute(access, roles, pathname)) return false;
  const queryRule = access.queryRules.get(pathname.replace(/\/+$/, '').toLowerCase());
  return queryRule ? queryRule(roles, new URLSearchParams(search)) : true;
}
