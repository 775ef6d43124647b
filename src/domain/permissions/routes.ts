/**
 * operations §6 "Route gating table": pathname -> may this admin open it? A refused admin is
 * shown the dashboard. Paths the table does not gate (and unknown paths) are open to anyone
 * signed in.
 */
import { canWrite, hasAccessToAny } from './checks';
import { canManageTeam, canOpenDelivery } from './gates';

export interface RouteGate {
  paths: readonly string[];
  /** the modules whose read, write or del permission the gate looks at (for docs and tests) */
  modules: readonly string[];
  allows: (roles: readonly string[]) => boolean;
}

const anyOf =
  (...modules: string[]) =>
  (roles: readonly string[]): boolean =>
    hasAccessToAny(roles, modules);

export const ROUTE_GATES: readonly RouteGate[] = [
  { paths: ['/create-box', '/box-list'], modules: ['Box'], allows: anyOf('Box') },
  { paths: ['/create-brand', '/brand-list'], modules: ['Brand'], allows: anyOf('Brand') },
  { paths: ['/create-category', '/category-list'], modules: ['Category'], allows: anyOf('Category') },
  // The table names /products/view-product; the product list and form are Product screens too.
  { paths: ['/products/view-product', '/products/list_product'], modules: ['Product'], allows: anyOf('Product') },
  // The Add Product menu item's access is AddProduct, so its holders reach the form it links to.
  { paths: ['/products/create-product'], modules: ['Product', 'AddProduct'], allows: anyOf('Product', 'AddProduct') },
  // "Product permissions (as gated)" copies the product gate onto the user form; the form creates
  // and edits users, which core §6 puts under writeUsers. We gate it by writeUsers.
  { paths: ['/users/create-user'], modules: ['Users'], allows: (roles) => canWrite(roles, 'Users') },
  // /data-table, core §7's demo table, is a users table: gated like the users list.
  { paths: ['/users/list-user', '/data-table'], modules: ['Users'], allows: anyOf('Users') },
  // Withdraws per the table; Funds is the module of the withdrawal actions (delFunds).
  { paths: ['/funds-management'], modules: ['Withdraws', 'Funds'], allows: anyOf('Withdraws', 'Funds') },
  { paths: ['/order-management'], modules: ['Orders'], allows: anyOf('Orders') },
  { paths: ['/products/rarity-list', '/products/add-raritylevel'], modules: ['RarityLevel'], allows: anyOf('RarityLevel') },
  { paths: ['/activityLog'], modules: ['ActivityLog'], allows: anyOf('ActivityLog') },
  // The table says Profile; the page is a shop user's profile opened from the Users list, so
  // Users permissions open it too.
  { paths: ['/user-profile-details'], modules: ['Profile', 'Users'], allows: anyOf('Profile', 'Users') },
  // Delivery, plus writePreferences / delPreferences which the delivery action gates accept.
  { paths: ['/shippingManagement'], modules: ['Delivery'], allows: canOpenDelivery },
  { paths: ['/team-management', '/addTeam', '/updateTeam'], modules: [], allows: canManageTeam },
];

/** operations §6 "Not gated by role". */
export const UNGATED_ROUTES: readonly string[] = [
  '/dashboard',
  '/order-details',
  '/invoice-details',
  '/settings',
  '/reports/report',
  '/invoice',
  '/boxpurchase-history',
  '/deposite-details',
  '/feedback',
  '/winners-social-proof',
  '/create-social-proof',
  '/return-order',
];

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

/** route gating table (operations §6): pathname (no query) -> may this admin open it? unknown/ungated paths -> true; team routes super only */
export function canOpenRoute(roles: readonly string[], pathname: string): boolean {
  const path = normalizePath(pathname);
  const gate = ROUTE_GATES.find((g) => g.paths.some((p) => covers(p, path)));
  return gate ? gate.allows(roles) : true;
}
