import { describe, expect, it } from 'vitest';
import { diffOdds, versionFigures, versionItems, type OddsVersionOdds } from '../../src/domain/oddsVersions';

const chosen = (productId: string, chance: number, sellPrice: number, purchasePrice = sellPrice / 2) => ({
  productId,
  name: `Product ${productId}`,
  chance,
  sellPrice,
  purchasePrice,
});

function version(price: number, items: ReturnType<typeof chosen>[]): OddsVersionOdds {
  const built = versionItems(items);
  return { price, items: built, ...versionFigures(price, built) };
}

describe('an odds version', () => {
  it('keeps each product with its chance, prices and range on 1..1,000,000 from 1, in order', () => {
    expect(versionItems([chosen('a', 60, 5), chosen('b', 40, 20)])).toEqual([
      { productId: 'a', name: 'Product a', chance: 60, sellPrice: 5, purchasePrice: 2.5, rangeFrom: 1, rangeTo: 600_000 },
      { productId: 'b', name: 'Product b', chance: 40, sellPrice: 20, purchasePrice: 10, rangeFrom: 600_001, rangeTo: 1_000_000 },
    ]);
  });

  it('has the RTP, house edge and profit of the odds editor', () => {
    // expected sell 0.6 x 5 + 0.4 x 20 = 11 of 10: RTP 110 %; cost 0.6 x 2.5 + 0.4 x 10 = 5.5
    expect(versionFigures(10, versionItems([chosen('a', 60, 5), chosen('b', 40, 20)]))).toEqual({ rtp: 110, houseEdge: -10, profit: 4.5 });
  });
});

describe('the difference between two versions', () => {
  const v1 = version(10, [chosen('a', 60, 5), chosen('b', 40, 20)]);

  it('is nothing when only a product name differs', () => {
    const renamed = { ...v1, items: v1.items.map((i) => ({ ...i, name: `${i.name} (new name)` })) };
    expect(diffOdds(v1, renamed)).toMatchObject({ same: true, price: null, added: [], removed: [], changed: [] });
  });

  it('names the products added and removed, the chances, prices and ranges changed, and the figures before and after', () => {
    const v2 = version(12, [chosen('a', 50, 5), chosen('c', 40, 30), chosen('b', 10, 25)]);
    const diff = diffOdds(v1, v2);
    expect(diff.same).toBe(false);
    expect(diff.price).toEqual({ before: 10, after: 12 });
    expect(diff.added.map((i) => i.productId)).toEqual(['c']);
    expect(diff.removed).toEqual([]);
    expect(diff.changed).toEqual([
      {
        productId: 'a',
        name: 'Product a',
        chance: { before: 60, after: 50 },
        range: { before: { rangeFrom: 1, rangeTo: 600_000 }, after: { rangeFrom: 1, rangeTo: 500_000 } },
      },
      {
        productId: 'b',
        name: 'Product b',
        chance: { before: 40, after: 10 },
        sellPrice: { before: 20, after: 25 },
        purchasePrice: { before: 10, after: 12.5 },
        range: { before: { rangeFrom: 600_001, rangeTo: 1_000_000 }, after: { rangeFrom: 900_001, rangeTo: 1_000_000 } },
      },
    ]);
    expect(diff.rtp).toEqual({ before: 110, after: v2.rtp });
    expect(diffOdds(v2, v1).removed.map((i) => i.productId)).toEqual(['c']);
  });

  it('counts a reordering as a change: the ranges that decide the draws moved', () => {
    const reordered = version(10, [chosen('b', 40, 20), chosen('a', 60, 5)]);
    const diff = diffOdds(v1, reordered);
    expect(diff.same).toBe(false);
    expect(diff.changed.map((c) => [c.productId, c.range?.after])).toEqual([
      ['b', { rangeFrom: 1, rangeTo: 400_000 }],
      ['a', { rangeFrom: 400_001, rangeTo: 1_000_000 }],
    ]);
    expect(diff.rtp).toEqual({ before: 110, after: 110 });
  });

  it('compares chances in whole units and prices in cents', () => {
    const same = version(10.001, [chosen('a', 60.00001, 5.001), chosen('b', 39.99999, 20)]);
    expect(diffOdds(v1, same).same).toBe(true);
  });
});
