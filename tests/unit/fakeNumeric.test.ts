import { describe, expect, it } from 'vitest';
import { storedMoney, storedNumeric } from '../../src/dataProvider/fake/numeric';

describe("the fake shop's numeric columns", () => {
  it('rounds the decimal text half away from zero, as PostgreSQL does', () => {
    expect([1.005, 2.125, 0.015, 999.995, -1.005, 0.004, -0.004].map(storedMoney)).toEqual([1.01, 2.13, 0.02, 1000, -1.01, 0, 0]);
    expect(storedNumeric(50.00004, 4)).toBe(50);
    expect(storedNumeric(33.33335, 4)).toBe(33.3334);
  });

  it('keeps values that fit and reads exponent forms', () => {
    expect([24.5, 12, 0, 1e7].map(storedMoney)).toEqual([24.5, 12, 0, 1e7]);
    expect(storedMoney(1e-7)).toBe(0);
    expect(storedNumeric(5e-5, 4)).toBe(0.0001);
    expect(storedMoney(1.5e21)).toBe(1.5e21);
  });
});
