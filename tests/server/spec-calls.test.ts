/**
 * The spec's calls (tests/spec/specCalls.ts): how the spec's text is read, and the kept list
 * (tests/spec/spec-calls.json) checked against the spec itself wherever the spec is present.
 */
import { describe, expect, it } from 'vitest';
import { findSpecDir, parseSpecCalls, readSpecCalls, specCalls } from '../spec/specCalls';

describe('reading the spec', () => {
  it('takes table rows, comma lists, prose lists and path parameters', () => {
    const markdown = [
      '| PUT | api/admin/deleteSelectedCategory, deleteSelectedRarity | body of selected ids |',
      '| POST /api/admin/craeteRarity (path spelt so) | name, color | code |',
      '- GET api/admin/getTeamDetailById?userId; DELETE api/admin/deleteInventory/{inventoryId}/{userId} (reads code).',
      '- A demo table also posts api/admin/removeUser with an id list.',
    ].join('\n');
    const { calls, unparsedLines } = parseSpecCalls(markdown);
    expect([...calls].sort()).toEqual([
      'DELETE api/admin/deleteInventory/{}/{}',
      'GET api/admin/getTeamDetailById',
      'POST api/admin/craeteRarity',
      'POST api/admin/removeUser',
      'PUT api/admin/deleteSelectedCategory',
      'PUT api/admin/deleteSelectedRarity',
    ]);
    expect(unparsedLines).toEqual([]);
  });

  it('keeps about a hundred calls, the odd spellings and both documents among them', () => {
    const calls = specCalls();
    expect(calls.length).toBeGreaterThan(90);
    for (const call of [
      'POST api/admin/login',
      'PUT api/admin/deleteSelectedProduct',
      'POST api/admin/statsSummaryTable',
      'POST api/admin/removeUser',
      'DELETE api/admin/removeUser/{}',
      'DELETE api/admin/deleteInventory/{}/{}',
      'GET api/admin/ccpayment/getDepositListbyUser',
      'PUT api/admin/updateSocialProof/{}',
    ]) {
      expect(calls).toContain(call);
    }
  });
});

const specDir = findSpecDir();

describe.skipIf(specDir === null)('the kept list', () => {
  it('is the spec’s calls, every line naming a call read (npm run spec:calls rewrites it)', () => {
    const { calls, unparsedLines } = readSpecCalls(specDir ?? '');
    expect(unparsedLines).toEqual([]);
    expect(specCalls()).toEqual(calls);
  });
});
