/**
 * Which of the admin's lists a change to a shop table can alter: the push channel's events
 * (GET /api/admin/events, docs/api.md) name both the tables changed and these resources (the
 * descriptors' names), so an open list knows to read itself again. Tables a list only joins for a
 * name (a user's, a product's) are included: a list re-read for nothing is answered 304. The names
 * are the database's tables (server/db/tables.ts; a unit test holds both sides to it).
 */
export const LIVE_RESOURCES = {
  activityLogs: ['activity_logs', 'admins'],
  box: ['boxes', 'box_products', 'box_openings', 'products', 'categories', 'admin_settings'],
  brand: ['brands'],
  category: ['categories'],
  delivery: ['shipping_methods'],
  deposits: ['deposits', 'users', 'orders'],
  depositsByUser: ['deposits', 'users'],
  feedback: ['feedback'],
  orders: ['orders', 'order_lines', 'users', 'products'],
  product: ['products', 'rarities', 'categories', 'brands'],
  purchaseHistory: ['transactions', 'users', 'boxes', 'orders'],
  rarity: ['rarities'],
  returnOrders: ['return_requests', 'orders', 'order_lines', 'products', 'users', 'boxes'],
  socialProofs: ['social_proofs'],
  team: ['admins'],
  users: ['users'],
  withdrawals: ['withdrawals', 'users'],
} as const satisfies Record<string, readonly string[]>;

export type LiveResource = keyof typeof LIVE_RESOURCES;

/** The resources whose lists read any of these tables, in the order above. */
export function resourcesChangedBy(tables: Iterable<string>): LiveResource[] {
  const changed = new Set(tables);
  return (Object.keys(LIVE_RESOURCES) as LiveResource[]).filter((name) => LIVE_RESOURCES[name].some((table: string) => changed.has(table)));
}
