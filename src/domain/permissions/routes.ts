/**
 * operations §6 "Route gating table": pathname -> may this admin open it? A refused admin is
 * shown the dashboard. Paths no gate covers (and unknown paths) are open to anyone signed in.
 * The gates themselves are derived from the descriptors (src/layout/routeAccess.ts).
 */

export interface RouteGate {
  paths: readonly string[];
  /** the modules whose read, write or del permission the gate looks at (for docs and tests) */
  modules: readonly string[];
  allows: (roles: readonly string[]) => boolean;
}

/** Drops query and hash, trailing slashes; lower-cased because react-router matches case-insensitively. */
function normalizePath(pathname: string): string {
  const path = String(pathname ?? '')
    .split(/[?#]/, 1)[0]
    .replace(/\/+$/, '');
  return (path.startsWith('/') ? path : `/${path}`).toLowerCase();
}

/** A gate covers its path and anything below it (/create-box/12 is gated like /create-box). */
function covers(gatePath: string, path: string): boolean {
  const gate = gatePath.toLowerCase();
  return path === gate || path.startsWith(`${gate}/`);
}

/** Is this location (any case, query or trailing slash) the screen at `screenPath`, or below it? */
export function pathCovers(screenPath: string, pathname: string): boolean {
  return covers(screenPath, normalizePath(pathname));
}

/** route gating (operations §6): pathname (no query) -> may this admin open it? unknown/ungated paths -> true */
export function canOpenPath(gates: readonly RouteGate[], roles: readonly string[], pathname: string): boolean {
  const path = normalizePath(pathname);
  const gate = gates.find((g) => g.paths.some((p) => covers(p, path)));
  return gate ? gate.allows(roles) : true;
}
