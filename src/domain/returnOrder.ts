/**
 * Return order requests (operations §4 "Return order status"): pending, approved, rejected.
 * Only a pending request can be decided, once; the screen and the server ask the same question.
 */
import type { MessageKey } from '../i18n/messages';
import type { StatusTone } from './statusTone';

export const RETURN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** What an admin may set a pending request to. */
export const RETURN_DECISIONS = ['approved', 'rejected'] as const;
export type ReturnDecision = (typeof RETURN_DECISIONS)[number];

/** Status colours of the list (tones of the theme's palette). */
export const RETURN_STATUS_COLOR: Readonly<Record<ReturnStatus, StatusTone>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** How each status reads (the spec's words in English: pending, approved, rejected). */
export const RETURN_STATUS_LABEL: Readonly<Record<ReturnStatus, MessageKey>> = {
  pending: 'resources.returnOrders.statusPending',
  approved: 'resources.returnOrders.statusApproved',
  rejected: 'resources.returnOrders.statusRejected',
};

export function isReturnStatus(value: unknown): value is ReturnStatus {
  return typeof value === 'string' && (RETURN_STATUSES as readonly string[]).includes(value);
}

/** Approve and Reject are offered only while the request is pending. */
export function canDecideReturn(status: string): boolean {
  return status === 'pending';
}
