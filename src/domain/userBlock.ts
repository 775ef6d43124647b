/**
 * User block state (core §4 "User block state"): Active or Blocked, toggled by the block action.
 * The confirmation names the action the toggle will do; the reply names the resulting state.
 */

import type { DomainMessage, MessageKey } from '../i18n/messages';
import type { StatusTone } from './statusTone';
export type BlockAction = 'block' | 'unblock';

/** What the block action will do to a user in this state. */
export function blockActionFor(isBlock: boolean): BlockAction {
  return isBlock ? 'unblock' : 'block';
}

/** The status's colour: blocked red, active green. */
export function blockStatusTone(isBlock: boolean): StatusTone {
  return isBlock ? 'error' : 'success';
}

/** The status label of the list (Active / Blocked). */
export function blockStatusLabel(isBlock: boolean): MessageKey {
  return isBlock ? 'resources.users.list.blocked' : 'resources.users.list.active';
}

/** The confirmation text, e.g. "Are you sure you want to block emma.bakker42?". */
export function blockConfirmation(isBlock: boolean, name: string): DomainMessage {
  const template = blockActionFor(isBlock) === 'block' ? 'resources.users.block.confirmBlock' : 'resources.users.block.confirmUnblock';
  return { message: template, args: { name } };
}

/** The toast after the reply: "Successfully Blocked" or "Unblocked", by the resulting state. */
export function blockResultMessage(blockedNow: boolean): MessageKey {
  return blockedNow ? 'resources.users.block.blocked' : 'resources.users.block.unblocked';
}
