/** The order line status machine (operations §4), every status x action. */
import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTIONS,
  ORDER_STATUSES,
  ORDER_STATUS_COLORS,
  actionNeedsReason,
  actionNeedsTrackNumbers,
  canApplyOrderAction,
  lineAfterAction,
  linesForAction,
  orderActionMenu,
  orderActionsFor,
  orderLinksDisabled,
} from '../../src/domain/orderStatus';

/** The spec's table, written out: status -> action -> offered? */
const EXPECTED: Record<string, Record<string, boolean>> = {
  processing: { shipped: true, delivered: true, cancel: true },
  shipped: { shipped: false, delivered: true, cancel: false },
  delivered: { shipped: false, delivered: false, cancel: false },
  cancel: { shipped: false, delivered: false, cancel: false },
};

describe('order status machine', () => {
  for (const status of ORDER_STATUSES) {
    for (const action of ORDER_ACTIONS) {
      it(`${action} is ${EXPECTED[status][action] ? 'offered' : 'not offered'} for a ${status} line`, () => {
        expect(canApplyOrderAction(status, action)).toBe(EXPECTED[status][action]);
      });
    }
  }

  it('lists the menu actions in order', () => {
    expect(orderActionsFor('processing')).toEqual(['shipped', 'delivered', 'cancel']);
    expect(orderActionsFor('shipped')).toEqual(['delivered']);
    expect(orderActionsFor('delivered')).toEqual([]);
    expect(orderActionsFor('cancel')).toEqual([]);
  });

  it('shows every status action in the menu, enabled only where the machine allows it', () => {
    const enabled = (status: string) =>
      orderActionMenu(status)
        .filter((entry) => entry.enabled)
        .map((entry) => entry.action);
    for (const status of ['processing', 'shipped', 'delivered', 'cancel']) {
      expect(orderActionMenu(status).map((entry) => entry.action)).toEqual(['shipped', 'delivered', 'cancel']);
      expect(enabled(status)).toEqual(orderActionsFor(status));
    }
    expect(enabled('cancel')).toEqual([]);
  });

  it('offers nothing for an unknown status', () => {
    expect(orderActionsFor('returned')).toEqual([]);
    expect(canApplyOrderAction('', 'delivered')).toBe(false);
  });

  it('disables Order Details and Get bill only for a cancelled line', () => {
    expect(ORDER_STATUSES.filter(orderLinksDisabled)).toEqual(['cancel']);
  });

  it('needs track numbers to ship and a reason to cancel', () => {
    expect(ORDER_ACTIONS.filter(actionNeedsTrackNumbers)).toEqual(['shipped']);
    expect(ORDER_ACTIONS.filter(actionNeedsReason)).toEqual(['cancel']);
  });

  it('colours processing orange, shipped blue, delivered green, cancel red', () => {
    expect(ORDER_STATUS_COLORS).toEqual({ processing: 'warning', shipped: 'info', delivered: 'success', cancel: 'error' });
  });

  it('moves only the lines of an order whose status allows the action', () => {
    const lines = [
      { id: 'a', status: 'processing' },
      { id: 'b', status: 'shipped' },
      { id: 'c', status: 'delivered' },
      { id: 'd', status: 'cancel' },
    ];
    expect(linesForAction(lines, 'shipped').map((l) => l.id)).toEqual(['a']);
    expect(linesForAction(lines, 'delivered').map((l) => l.id)).toEqual(['a', 'b']);
    expect(linesForAction(lines, 'cancel').map((l) => l.id)).toEqual(['a']);
  });
});

describe('what an action writes on a line it moves', () => {
  it('sets the status, with the reason of a cancel and the track number of a shipment', () => {
    expect(lineAfterAction('cancel', { reason: 'Out of stock', trackNumber: '1Z' })).toEqual({ status: 'cancel', reason: 'Out of stock' });
    expect(lineAfterAction('cancel', {})).toEqual({ status: 'cancel', reason: null });
    expect(lineAfterAction('shipped', { reason: 'x', trackNumber: '1Z999' })).toEqual({ status: 'shipped', trackOrderNumber: '1Z999' });
    expect(lineAfterAction('delivered', { reason: 'x', trackNumber: '1Z' })).toEqual({ status: 'delivered' });
  });
});
