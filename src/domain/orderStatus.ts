/**
 * The order line status machine (operations §4 "Order line status"), used by the order list's
 * row actions, the dataProvider and the server's PUT api/admin/updateOrders alike.
 *
 * - Shipped is offered unless the line is cancel, shipped or delivered (i.e. only from processing);
 * - Delivered unless cancel or delivered (from processing or shipped);
 * - Cancel unless cancel, shipped or delivered (only from processing).
 * Shipping needs a track number per item; cancelling needs a reason. Order Details and Get bill are
 * disabled for a cancelled line.
 */
import type { DomainMessage } from '../i18n/messages';
import type { StatusTone } from './statusTone';

export const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'cancel'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The row actions; each one moves a line to the status of the same name. */
export const ORDER_ACTIONS = ['shipped', 'delivered', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Status colours of the list (operations §4): processing orange, shipped blue, delivered green, cancel red. */
export const ORDER_STATUS_COLORS: Readonly<Record<OrderStatus, StatusTone>> = {
  processing: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancel: 'error',
};

/** The statuses from which an action is NOT offered, as the spec words it. */
const BLOCKED_FROM: Readonly<Record<OrderAction, readonly OrderStatus[]>> = {
  shipped: ['cancel', 'shipped', 'delivered'],
  delivered: ['cancel', 'delivered'],
  cancel: ['cancel', 'shipped', 'delivered'],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** May a line in `status` take `action`? Unknown statuses take none. */
export function canApplyOrderAction(status: string, action: OrderAction): boolean {
  return isOrderStatus(status) && !BLOCKED_FROM[action].includes(status);
}

/** The actions the row menu offers for a line in `status`, in menu order. */
export function orderActionsFor(status: string): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => canApplyOrderAction(status, action));
}

/**
 * The row menu's status entries for a line in `status`: every action, in menu order, each enabled
 * only when the line may take it. The menu looks the same for every status (a cancelled line shows
 * Shipped, Delivered and Cancel disabled, as a delivered one does).
 */
export function orderActionMenu(status: string): Array<{ action: OrderAction; enabled: boolean }> {
  return ORDER_ACTIONS.map((action) => ({ action, enabled: canApplyOrderAction(status, action) }));
}

/** Order Details and Get bill are disabled for a cancelled line. */
export function orderLinksDisabled(status: string): boolean {
  return status === 'cancel';
}

/** An action needs a track number for every item it moves. */
export function actionNeedsTrackNumbers(action: OrderAction): boolean {
  return action === 'shipped';
}

/** An action needs a reason. */
export function actionNeedsReason(action: OrderAction): boolean {
  return action === 'cancel';
}

/**
 * The lines of an order an action moves: every line whose status allows it. The dialog lists them
 * and the server applies the action to exactly these (see docs/api.md "PUT updateOrders").
 */
export function linesForAction<L extends { status: string }>(lines: readonly L[], action: OrderAction): L[] {
  return lines.filter((line) => canApplyOrderAction(line.status, action));
}

/** What an action writes on a line it moves, besides its time (lineAfterAction). */
export interface LineChange {
  status: OrderAction;
  reason?: string | null;
  trackOrderNumber?: string | null;
}

/**
 * What an action writes on each line it moves, besides its time: the action's status, and the
 * reason (cancel) or that line's track number (shipped). The server and the fake shop write it; the
 * orders list shows it on the moved rows as soon as the server confirms the action.
 */
export function lineAfterAction(action: OrderAction, given: { reason?: string; trackNumber?: string }): LineChange {
  return {
    status: action,
    ...(action === 'cancel' ? { reason: given.reason ?? null } : {}),
    ...(action === 'shipped' ? { trackOrderNumber: given.trackNumber ?? null } : {}),
  };
}

/**
 * Shipping needs a track number for every line that moves, and only for those: the numbers by line
 * id, or the rule's message (a number for a line that does not ship, or a moving line without one).
 */
export function shippingTrackNumbers(
  moving: ReadonlyArray<{ id: string }>,
  entries: ReadonlyArray<{ id: string; trackNumber: string }>,
): { ok: true; numbers: Map<string, string> } | { ok: false; message: DomainMessage } {
  const movingIds = new Set(moving.map((line) => line.id));
  const numbers = new Map<string, string>();
  for (const entry of entries) {
    if (!movingIds.has(entry.id))
      return { ok: false, message: { message: 'resources.orders.server.trackNumberForeign', args: { id: entry.id } } };
    numbers.set(entry.id, entry.trackNumber);
  }
  if (moving.some((line) => !numbers.get(line.id))) return { ok: false, message: 'resources.orders.server.trackNumbersMissing' };
  return { ok: true, numbers };
}

/** Longest accepted track number and reason (characters). */
export const TRACK_NUMBER_MAX = 64;
export const REASON_MAX = 500;
