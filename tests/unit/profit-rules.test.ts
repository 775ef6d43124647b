/** Withdrawal rules, profit permission gates, and the order documents' rules. */
import { describe, expect, it } from 'vitest';
import { inEnglish } from './inEnglish';
import { HttpError } from 'react-admin';
import { balanceCovers, canDecideWithdrawal, declineMessageError, withdrawalAfterDecision } from '../../src/domain/withdrawal';
import {
  canChangeOrders,
  canDecideWithdrawals,
  canDeleteOrders,
  canDeleteWithdrawals,
  canSeePurchaseActions,
} from '../../src/domain/profitAccess';
import { displayBoxName as boxDisplayName } from '../../src/domain/catalog';
import { boxTotal, invoiceLines, trackingUrl } from '../../src/domain/orderDocuments';
import { decisionErrorMessage } from '../../src/resources/withdrawals/decisionError';

describe('withdrawals', () => {
  it('writes approved, or declined with its message, on a decided request', () => {
    expect(withdrawalAfterDecision()).toEqual({ status: 'approved' });
    expect(withdrawalAfterDecision('Wrong address')).toEqual({ status: 'declined', declineMsg: 'Wrong address' });
  });

  it('decides only pending requests', () => {
    expect(['pending', 'approved', 'declined'].filter(canDecideWithdrawal)).toEqual(['pending']);
  });

  it('needs a non-blank decline message', () => {
    expect(inEnglish(declineMessageError(''))).toBe('Please enter a message');
    expect(inEnglish(declineMessageError('   '))).toBe('Please enter a message');
    expect(inEnglish(declineMessageError(undefined))).toBe('Please enter a message');
    expect(inEnglish(declineMessageError('Wrong address'))).toBeNull();
  });

  it('approves no more than the balance, to the cent', () => {
    expect(balanceCovers(100, 100)).toBe(true);
    expect(balanceCovers(99.99, 100)).toBe(false);
    expect(balanceCovers(0.3, 0.1 + 0.2)).toBe(true);
  });

  it('shows the server msg for a failed result and the generic text for an exception', () => {
    expect(decisionErrorMessage(new HttpError('This withdrawal request has already been approved', 409, {}))).toBe(
      'This withdrawal request has already been approved',
    );
    expect(decisionErrorMessage(new HttpError('x', 500, {}))).toBe('Something went wrong. Please try again later.');
    expect(decisionErrorMessage(new HttpError('offline', 0, null))).toBe('Something went wrong. Please try again later.');
    expect(decisionErrorMessage(new TypeError('boom'))).toBe('Something went wrong. Please try again later.');
  });
});

describe('profit gates', () => {
  it('gates order changes, deletes and withdrawal decisions', () => {
    expect(canChangeOrders(['readOrders'])).toBe(false);
    expect(canChangeOrders(['writeOrders'])).toBe(true);
    expect(canDeleteOrders(['delOrders'])).toBe(true);
    expect(canDecideWithdrawals(['writeWithdraws'])).toBe(true);
    expect(canDecideWithdrawals(['readFunds'])).toBe(false);
    expect(canDeleteWithdrawals(['delWithdraws'])).toBe(false);
    expect(canDeleteWithdrawals(['delFunds'])).toBe(true);
    expect(canSeePurchaseActions(['readDeposits'])).toBe(false);
    expect(canSeePurchaseActions(['writeDeposits'])).toBe(true);
    expect(canDeleteWithdrawals(['superAdmin'])).toBe(true);
  });
});

describe('order documents', () => {
  it('cuts box names at "~" and totals box prices to the cent', () => {
    expect(boxDisplayName('Gold Box~summer-2025')).toBe('Gold Box');
    expect(boxDisplayName('Plain')).toBe('Plain');
    expect(boxTotal([{ price: 0.1 }, { price: 0.2 }, null])).toBe(0.3);
  });

  it('links track numbers to the carrier', () => {
    expect(trackingUrl('1Z999')).toContain('ups.com');
    expect(trackingUrl('JVGL123')).toContain('dhl.com');
    expect(trackingUrl('3SABC')).toContain('postnl');
    expect(trackingUrl('XYZ 1')).toBe('https://t.17track.net/en#nums=XYZ%201');
  });

  it('bills the lines that were not cancelled', () => {
    const { lines, total } = invoiceLines([
      { status: 'delivered', quantity: 2, price: 1.1, productId: { name: 'A' } },
      { status: 'cancel', quantity: 1, price: 50, productId: { name: 'B' } },
      { status: 'shipped', quantity: 1, price: 0.2, productId: { name: 'C' } },
    ]);
    expect(lines.map((l) => [l.name, l.amount])).toEqual([
      ['A', 2.2],
      ['C', 0.2],
    ]);
    expect(total).toBe(2.4);
  });
});
