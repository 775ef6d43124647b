/**
 * Which row each record of a table is drawn in (src/layout/rowSlots.ts): a record shown before keeps
 * its row, a new one takes the lowest row left free.
 */
import { describe, expect, it } from 'vitest';
import { rowSlots } from '../../src/layout/rowSlots';

const slotsOf = (keys: string[], before: Map<string | number, number>) => keys.map((key) => rowSlots(keys, before).get(key));

describe('rows of a table', () => {
  it('are numbered in order at first', () => {
    expect(slotsOf(['a', 'b', 'c'], new Map())).toEqual([0, 1, 2]);
  });

  it("give a new page's records the rows of the page before, in order", () => {
    const before = rowSlots(['a', 'b', 'c'], new Map());
    expect(slotsOf(['d', 'e', 'f'], before)).toEqual([0, 1, 2]);
  });

  it('keep the rows of the records that stay, wherever they move, and fill the rows left free', () => {
    const before = rowSlots(['a', 'b', 'c'], new Map());
    expect(slotsOf(['c', 'x', 'a'], before)).toEqual([2, 1, 0]);
    expect(slotsOf(['b', 'c', 'd', 'e'], before)).toEqual([1, 2, 0, 3]);
  });

  it('give a new record the lowest row left free', () => {
    expect(slotsOf(['a', 'b', 'c'], new Map([['a', 1]]))).toEqual([1, 0, 2]);
  });
});
