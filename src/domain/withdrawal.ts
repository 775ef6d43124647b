/**
 * Withdrawal requests (operations §4 "Withdrawal", §5 "Decline withdrawal modal", §6 action gates):
 * a pending request is approved or declined once; a decline needs a non-blank message; an approval
 * debits the user's wallet and cannot exceed its balance. Used by the funds screen and the server.
 */
import type { MessageKey } from '../i18n/messages';
import type { StatusTone } from './statusTone';

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'declined'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WITHDRAWAL_STATUS_COLORS: Readonly<Record<WithdrawalStatus, StatusTone>> = {
  pending: 'warning',
  approved: 'success',
  declined: 'error',
};

/**
 * What a decision writes on the request, besides who decided and when: approved, or declined with
 * its message (no message: an approval). The server and the fake shop write it; the funds list shows
 * it on the request's row as soon as the server confirms the decision.
 */
export function withdrawalAfterDecision(declineMsg?: string): { status: 'approved' } | { status: 'declined'; declineMsg: string } {
  return declineMsg === undefined ? { status: 'approved' } : { status: 'declined', declineMsg };
}

/** Longest accepted decline message (characters). */
export const DECLINE_MESSAGE_MAX = 500;

/** Only a pending request can be decided. */
export function canDecideWithdrawal(status: string): boolean {
  return status === 'pending';
}

/** The decline message's error ("Please enter a message" when blank), or null when valid. */
export function declineMessageError(message: string | null | undefined): MessageKey | null {
  return typeof message === 'string' && message.trim() ? null : 'validation.declineMessageRequired';
}

/** An approval may not take more than the wallet holds (amounts compared in cents). */
export function balanceCovers(balance: number, amount: number): boolean {
  return Math.round(balance * 100) >= Math.round(amount * 100);
}

/** Withdrawals above this amount need two approvals unless the team's setting says otherwise (issue 62). */
export const DEFAULT_FOUR_EYES_THRESHOLD = 1000;

/** The highest four-eyes threshold the security settings take. */
export const FOUR_EYES_THRESHOLD_MAX = 1_000_000_000;

/** The four-eyes threshold as typed: an amount of 0 or more in euros and cents, at most the max; null when valid. */
export function fourEyesThresholdError(typed: string): MessageKey | null {
  const s = typed.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return 'sessions.security.thresholdInvalid';
  return Number(s) > FOUR_EYES_THRESHOLD_MAX ? 'sessions.security.thresholdTooHigh' : null;
}

/** A request above the threshold needs two approvals, by two different admins (compared in cents). */
export function needsFourEyes(amount: number, threshold: number): boolean {
  return Math.round(amount * 100) > Math.round(threshold * 100);
}

/** Where a pending request stands: waiting for its (first) approval, or for the second of two. */
export type ApprovalStage = 'awaitingApproval' | 'awaitingSecondApproval';

export function approvalStage(firstApprovedBy: string | null): ApprovalStage {
  return firstApprovedBy === null ? 'awaitingApproval' : 'awaitingSecondApproval';
}

/**
 * What an approval does: the one (or second) approval that moves the money, a first approval that
 * waits for another admin, or a refusal because this admin gave the first one already.
 */
export type ApprovalStep = 'approve' | 'firstApproval' | 'sameApprover';

export function approvalStep(
  request: { amount: number; firstApprovedBy: string | null },
  threshold: number,
  adminId: string,
): ApprovalStep {
  if (!needsFourEyes(request.amount, threshold)) return 'approve';
  if (request.firstApprovedBy === null) return 'firstApproval';
  return request.firstApprovedBy === adminId ? 'sameApprover' : 'approve';
}
