/** The users area's domain rules: user form validators, settings rules, wallet amounts, the password generator. */
import { describe, expect, it } from 'vitest';
import { inEnglish } from './inEnglish';
import {
  validateMobile,
  validatePersonName,
  validateUserEmail,
  validateUserForm,
  validateUsername,
} from '../../src/domain/validation/user';
import { validateBoxProfit, validateChangePassword } from '../../src/domain/validation/settings';
import { applyWalletChange, parseWalletAmount } from '../../src/domain/wallet';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_CLASSES, generatePassword } from '../../src/domain/passwordGenerator';
import { blockActionFor, blockConfirmation, blockResultMessage, blockStatusLabel } from '../../src/domain/userBlock';

describe('user form rules (core §5)', () => {
  it('first and last name: required, 3 to 15 characters, no leading space', () => {
    expect(inEnglish(validatePersonName(''))).toBe('This field is required');
    expect(inEnglish(validatePersonName('Al'))).toBe('Character length must be greater than 2');
    expect(inEnglish(validatePersonName('Abcdefghijklmnop'))).toBe('Character length must be less than 16');
    expect(inEnglish(validatePersonName(' Anna'))).toBe('Name must not start with a space');
    expect(inEnglish(validatePersonName('Ann'))).toBeUndefined();
    expect(inEnglish(validatePersonName('Abcdefghijklmno'))).toBeUndefined();
  });

  it('email: required and a simple pattern', () => {
    expect(inEnglish(validateUserEmail(''))).toBe('This field is required');
    expect(inEnglish(validateUserEmail('anna@'))).toBe('Email is not valid');
    expect(inEnglish(validateUserEmail('anna@example.com'))).toBeUndefined();
  });

  it('mobile: required, a phone pattern, exactly 8 characters', () => {
    expect(inEnglish(validateMobile(''))).toBe('This field is required');
    expect(inEnglish(validateMobile('12ab5678'))).toBe('Phone number is not valid');
    expect(inEnglish(validateMobile('1234567'))).toBe('Phone Number contains 8 digits only');
    expect(inEnglish(validateMobile('123456789'))).toBe('Phone Number contains 8 digits only');
    expect(inEnglish(validateMobile('61234567'))).toBeUndefined();
  });

  it('username: required, 6 to 20 characters, no leading space', () => {
    expect(inEnglish(validateUsername(''))).toBe('This field is required');
    expect(inEnglish(validateUsername('abcde'))).toBe('Username is 6-20 characters long');
    expect(inEnglish(validateUsername('a'.repeat(21)))).toBe('Username is too long');
    expect(inEnglish(validateUsername(' abcdef'))).toBe('Username must not start with a space');
    expect(inEnglish(validateUsername('abcdef'))).toBeUndefined();
  });

  it('the whole form checks the username only on create', () => {
    const values = { firstname: 'Anna', lastname: 'Berg', email: 'anna@example.com', mobile: '61234567', username: '' };
    expect(inEnglish(validateUserForm(values, 'create'))).toEqual({ username: 'This field is required' });
    expect(inEnglish(validateUserForm(values, 'edit'))).toEqual({});
  });
});

describe('settings rules (core §5)', () => {
  it('change password: old required, new at least 8, confirmation equal', () => {
    expect(inEnglish(validateChangePassword({ old_password: '', password: '', confirm_password: '' }))).toEqual({
      old_password: 'This field is required',
      password: 'This field is required',
    });
    expect(inEnglish(validateChangePassword({ old_password: 'x', password: 'short', confirm_password: 'short' }))).toEqual({
      password: 'password length must be greater than 8',
    });
    expect(inEnglish(validateChangePassword({ old_password: 'x', password: 'Long@enough1', confirm_password: 'other' }))).toEqual({
      confirm_password: 'Confirm Password not matche',
    });
    expect(inEnglish(validateChangePassword({ old_password: 'x', password: 'Long@enough1', confirm_password: 'Long@enough1' }))).toEqual(
      {},
    );
  });

  it('refuses weak and absurd new passwords (the password policy)', () => {
    const rule = 'Must contain 8 characters, One uppercase, One lowercase, One number and one special case character';
    for (const weak of ['password', '12345678', ' '.repeat(8), 'Password1', 'password@1']) {
      expect(inEnglish(validateChangePassword({ old_password: 'x', password: weak, confirm_password: weak })), weak).toEqual({
        password: rule,
      });
    }
    const huge = `Aa1@${'x'.repeat(450_000)}`;
    expect(inEnglish(validateChangePassword({ old_password: 'x', password: huge, confirm_password: huge }))).toEqual({
      password: 'Password must be at most 128 characters',
    });
  });

  it('change password: the new password may not be the current one nor a published one', () => {
    const values = (password: string, old_password = 'Long@enough1') => ({ old_password, password, confirm_password: password });
    expect(inEnglish(validateChangePassword(values('Long@enough1')))).toEqual({
      password: 'The new password must differ from the current one',
    });
    expect(inEnglish(validateChangePassword(values('Admin@12345')))).toEqual({
      password: 'This password is too common or published: choose another one',
    });
    expect(inEnglish(validateChangePassword(values('Long@enough2')))).toEqual({});
  });

  it('box profit: required, numeric, greater than 0, step 0.01', () => {
    expect(inEnglish(validateBoxProfit(''))).toBe('This field is required');
    expect(inEnglish(validateBoxProfit('0'))).toBe('This field is required');
    expect(inEnglish(validateBoxProfit('-2'))).toBe('This field is required');
    expect(inEnglish(validateBoxProfit('abc'))).toBe('This field is required');
    expect(inEnglish(validateBoxProfit('1.234'))).toBe('Box profit can have at most 2 decimals');
    expect(inEnglish(validateBoxProfit('12.5'))).toBeUndefined();
    expect(inEnglish(validateBoxProfit(0.01))).toBeUndefined();
    expect(inEnglish(validateBoxProfit(1000))).toBeUndefined();
    expect(inEnglish(validateBoxProfit(1e20))).toBe('Box profit can be at most 1000');
  });
});

describe('wallet amounts are money', () => {
  it('accepts signed amounts with up to 2 decimals, in cents', () => {
    expect(inEnglish(parseWalletAmount('10'))).toEqual({ ok: true, cents: 1000, amount: 10 });
    expect(inEnglish(parseWalletAmount(' -0.1 '))).toEqual({ ok: true, cents: -10, amount: -0.1 });
    expect(inEnglish(parseWalletAmount(0.29))).toEqual({ ok: true, cents: 29, amount: 0.29 });
  });

  it('rejects non-numbers, more than 2 decimals and zero', () => {
    expect(inEnglish(parseWalletAmount('ten'))).toEqual({ ok: false, message: 'The amount must be a number' });
    expect(inEnglish(parseWalletAmount('1e3'))).toMatchObject({ ok: false });
    expect(inEnglish(parseWalletAmount(Number.NaN))).toMatchObject({ ok: false });
    expect(inEnglish(parseWalletAmount(true))).toMatchObject({ ok: false });
    expect(inEnglish(parseWalletAmount(''))).toEqual({ ok: false, message: 'Please enter an amount' });
    expect(inEnglish(parseWalletAmount('1.005'))).toEqual({ ok: false, message: 'The amount can have at most 2 decimals' });
    expect(inEnglish(parseWalletAmount('0.00'))).toEqual({ ok: false, message: 'The amount must not be zero' });
  });

  it('never lets a balance go below zero, and adds exactly', () => {
    expect(inEnglish(applyWalletChange(0.1, 20))).toEqual({ ok: true, balance: 0.3 });
    expect(inEnglish(applyWalletChange(5, -500))).toEqual({ ok: true, balance: 0 });
    expect(inEnglish(applyWalletChange(5, -501))).toEqual({ ok: false, message: 'This change would make the wallet balance negative' });
  });
});

describe('password generator', () => {
  it('makes 12 characters with a lower, an upper, a digit and a symbol', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      for (const set of Object.values(PASSWORD_CLASSES)) expect([...password].some((c) => set.includes(c))).toBe(true);
      const all = Object.values(PASSWORD_CLASSES).join('');
      expect([...password].every((c) => all.includes(c))).toBe(true);
    }
  });

  it('draws from the random source it is given (the secure one by default)', () => {
    const seen = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(seen.size).toBe(50);
    let calls = 0;
    const counting = (values: Uint32Array) => {
      calls += 1;
      return globalThis.crypto.getRandomValues(values);
    };
    generatePassword(counting);
    expect(calls).toBeGreaterThanOrEqual(12);
  });
});

describe('block state', () => {
  it('confirms the action by the current state and reports the resulting one', () => {
    expect(blockActionFor(false)).toBe('block');
    expect(blockActionFor(true)).toBe('unblock');
    expect(inEnglish(blockConfirmation(false, 'anna'))).toBe('Are you sure you want to block anna?');
    expect(inEnglish(blockConfirmation(true, 'anna'))).toBe('Are you sure you want to unblock anna?');
    expect(inEnglish(blockResultMessage(true))).toBe('Successfully Blocked');
    expect(inEnglish(blockResultMessage(false))).toBe('Unblocked');
    expect(inEnglish(blockStatusLabel(true))).toBe('Blocked');
    expect(inEnglish(blockStatusLabel(false))).toBe('Active');
  });
});
