/**
 * Odds versions (issue 63): every save that changes a box's products, chances, ranges or price keeps
 * an immutable copy of its odds, with the RTP, house edge and profit of src/domain/odds.ts at that
 * time. The rules here are shared by the server (what is saved, when a save is a change) and the
 * History screen (the difference between two versions).
 */
import { buildChanceRanges, chanceUnits, summarizeOdds } from './odds';

/** One product of a version, as it was then: its name, chance (percent), prices and range. */
export interface OddsVersionItem {
  productId: string;
  name: string;
  chance: number;
  sellPrice: number;
  purchasePrice: number;
  rangeFrom: number;
  rangeTo: number;
}

export interface OddsVersionFigures {
  rtp: number;
  houseEdge: number;
  profit: number;
}

/** What a version says: the box price, the items in range order, and the figures. */
export interface OddsVersionOdds extends OddsVersionFigures {
  price: number;
  items: readonly OddsVersionItem[];
}

/** The items of a version from the chosen products in their order: ranges built on 1..1,000,000 from 1. */
export function versionItems(chosen: ReadonlyArray<Omit<OddsVersionItem, 'rangeFrom' | 'rangeTo'>>): OddsVersionItem[] {
  const ranges = buildChanceRanges(chosen);
  return chosen.map((item, i) => ({
    productId: item.productId,
    name: item.name,
    chance: Number(item.chance),
    sellPrice: Number(item.sellPrice),
    purchasePrice: Number(item.purchasePrice),
    ...ranges[i],
  }));
}

/** RTP and house edge (percent, 2 decimals) and profit per opening (4 decimals), as the odds editor shows them. */
export function versionFigures(price: number, items: readonly OddsVersionItem[]): OddsVersionFigures {
  const { rtp, houseEdge, profit } = summarizeOdds(price, items);
  return { rtp, houseEdge, profit };
}

export interface Change<T> {
  before: T;
  after: T;
}

export interface ItemRange {
  rangeFrom: number;
  rangeTo: number;
}

/** A product in both versions whose chance, prices or range differ (only what differs is set). */
export interface ItemChange {
  productId: string;
  name: string;
  chance?: Change<number>;
  sellPrice?: Change<number>;
  purchasePrice?: Change<number>;
  range?: Change<ItemRange>;
}

export interface OddsDiff {
  /** the box price, when it changed */
  price: Change<number> | null;
  /** products only in the later version, and only in the earlier one (range order) */
  added: OddsVersionItem[];
  removed: OddsVersionItem[];
  changed: ItemChange[];
  rtp: Change<number>;
  houseEdge: Change<number>;
  profit: Change<number>;
  /** nothing of the odds differs (a product's name is not part of the odds) */
  same: boolean;
}

const cents = (value: number) => Math.round(Number(value) * 100);

function changeOf<T>(before: T, after: T, equal: (a: T, b: T) => boolean): Change<T> | undefined {
  return equal(before, after) ? undefined : { before, after };
}

function itemChange(before: OddsVersionItem, after: OddsVersionItem): ItemChange | null {
  const change: ItemChange = { productId: after.productId, name: after.name };
  const chance = changeOf(before.chance, after.chance, (a, b) => chanceUnits(a) === chanceUnits(b));
  const sellPrice = changeOf(before.sellPrice, after.sellPrice, (a, b) => cents(a) === cents(b));
  const purchasePrice = changeOf(before.purchasePrice, after.purchasePrice, (a, b) => cents(a) === cents(b));
  const range = changeOf<ItemRange>(
    { rangeFrom: before.rangeFrom, rangeTo: before.rangeTo },
    { rangeFrom: after.rangeFrom, rangeTo: after.rangeTo },
    (a, b) => a.rangeFrom === b.rangeFrom && a.rangeTo === b.rangeTo,
  );
  if (!chance && !sellPrice && !purchasePrice && !range) return null;
  return {
    ...change,
    ...(chance && { chance }),
    ...(sellPrice && { sellPrice }),
    ...(purchasePrice && { purchasePrice }),
    ...(range && { range }),
  };
}

/** The difference from `before` to `after`: price, products added and removed, items changed, figures before and after. */
export function diffOdds(before: OddsVersionOdds, after: OddsVersionOdds): OddsDiff {
  const earlier = new Map(before.items.map((item) => [item.productId, item]));
  const later = new Set(after.items.map((item) => item.productId));
  const added = after.items.filter((item) => !earlier.has(item.productId));
  const removed = before.items.filter((item) => !later.has(item.productId));
  const changed: ItemChange[] = [];
  for (const item of after.items) {
    const previous = earlier.get(item.productId);
    const change = previous && itemChange(previous, item);
    if (change) changed.push(change);
  }
  const price = changeOf(Number(before.price), Number(after.price), (a, b) => cents(a) === cents(b)) ?? null;
  return {
    price,
    added,
    removed,
    changed,
    rtp: { before: before.rtp, after: after.rtp },
    houseEdge: { before: before.houseEdge, after: after.houseEdge },
    profit: { before: before.profit, after: after.profit },
    same: !price && added.length === 0 && removed.length === 0 && changed.length === 0,
  };
}
