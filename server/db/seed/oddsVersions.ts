/**
 * The seeded boxes' odds versions (issue 63) and how their openings are drawn from them. Version 1
 * is the box as created; some boxes change later in the year (a price rise, chances moved from the
 * likeliest item to the others, or both), each change a new version. An opening is drawn from the
 * ranges of the version in force at its time, with the same one roll as before, so the seed's
 * random streams are unchanged. One box, DRIFTING_BOX, draws high: its roll leans toward the end of
 * the scale (its items are in price order, the best last), more so as the year goes on, so the RTP
 * monitor has a box outside its band to show. Browser-safe (the fake shop runs the seed).
 */
import type { Insertable } from 'kysely';
import type { BoxOddsVersionsTable } from '../schema.js';
import { versionFigures, versionItems, type OddsVersionItem } from '../../../src/domain/oddsVersions.js';
import { DAY_MS, Rng, roundMoney } from './random.js';

/** The box whose draws drift high. */
export const DRIFTING_BOX = 'Starter Box';
/** At the end of the year the drifting box's roll u (0..1] is drawn as u^(1 / (1 + DRIFT)). */
const DRIFT = 4;
const VERSIONS_STREAM = 0x5eed0009;
const RANGE_SCALE = 1_000_000;

export interface SeededBoxItem {
  productId: string;
  rangeFrom: number;
  rangeTo: number;
  sellPrice: number;
  purchasePrice: number;
}

/** A version as the openings read it: its id, number, start (epoch ms), price and items in range order. */
export interface SeededVersion {
  id: string;
  version: number;
  createdAt: number;
  price: number;
  items: SeededBoxItem[];
}

/** Who saved the seeded versions (the demo's super admin). */
export interface VersionAuthor {
  adminId: string | null;
  adminName: string;
  adminEmail: string;
}

/** The index of the version in force at `time`: the newest created at or before it, else the first. */
export function versionIndexAt(versions: ReadonlyArray<{ createdAt: number }>, time: number): number {
  let found = 0;
  for (let i = 1; i < versions.length; i += 1) if (versions[i].createdAt <= time) found = i;
  return found;
}

/**
 * The roll an opening of a drifting box lands on: the roll as drawn, leaned toward the end of the
 * scale by a power that grows from nothing a year before `baseMs` to DRIFT at `baseMs`.
 */
export function driftedRoll(roll: number, time: number, baseMs: number): number {
  const progress = Math.min(1, Math.max(0, 1 - (baseMs - time) / (365 * DAY_MS)));
  const leaned = (roll / RANGE_SCALE) ** (1 / (1 + DRIFT * progress));
  return Math.min(RANGE_SCALE, Math.max(1, Math.ceil(leaned * RANGE_SCALE)));
}

/** The index of the item of `items` whose range holds `roll` (the last one if none does). */
export function itemIndexForRoll(items: ReadonlyArray<{ rangeFrom: number; rangeTo: number }>, roll: number): number {
  for (let i = 0; i < items.length; i += 1) if (roll >= items[i].rangeFrom && roll <= items[i].rangeTo) return i;
  return items.length - 1;
}

/** A box's draw: the version in force at `time` and the item its roll lands on. */
export function drawItem(
  box: { versions: readonly SeededVersion[]; drifts: boolean },
  roll: number,
  time: number,
  baseMs: number,
): { version: number; item: number } {
  const version = versionIndexAt(box.versions, time);
  const landed = box.drifts ? driftedRoll(roll, time, baseMs) : roll;
  return { version, item: itemIndexForRoll(box.versions[version].items, landed) };
}

type ChosenItem = Omit<OddsVersionItem, 'rangeFrom' | 'rangeTo'>;

/** Chances moved from the likeliest item to the others, in proportion to theirs, in whole units. */
function movedChances(items: readonly ChosenItem[], share: number): ChosenItem[] {
  const units = items.map((item) => Math.round(item.chance * 10_000));
  const top = units.indexOf(Math.max(...units));
  const moved = Math.floor(units[top] * share);
  const others = units.reduce((sum, u, i) => (i === top ? sum : sum + u), 0);
  const next = units.map((u, i) => (i === top ? u - moved : u + Math.floor((moved * u) / others)));
  next[top] += 1_000_000 - next.reduce((sum, u) => sum + u, 0);
  return items.map((item, i) => ({ ...item, chance: next[i] / 10_000 }));
}

/** A box's versions: version 1 as created, then up to two changes during the past year. */
export function boxVersions(
  rng: Rng,
  box: { id: string; name: string; price: number; createdAt: Date; items: readonly ChosenItem[] },
  base: Date,
  author: VersionAuthor,
): Array<Insertable<BoxOddsVersionsTable> & { id: string; createdAt: Date; items: string }> {
  const steps: Array<{ at: Date; price: number; items: ChosenItem[] }> = [{ at: box.createdAt, price: box.price, items: [...box.items] }];
  let daysAgo = 330;
  while (steps.length < 3 && box.name !== DRIFTING_BOX && rng.chance(0.35)) {
    daysAgo = rng.int(Math.max(10, daysAgo - 200), daysAgo - 10);
    const last = steps[steps.length - 1];
    const kind = rng.pick(['price', 'odds', 'both'] as const);
    const price = kind === 'odds' ? last.price : roundMoney(last.price * rng.amount(1.04, 1.12));
    const items = kind === 'price' ? last.items : movedChances(last.items, rng.amount(0.1, 0.3));
    steps.push({ at: new Date(base.getTime() - daysAgo * DAY_MS), price, items });
  }
  return steps.map((step, i) => {
    const items = versionItems(step.items);
    return {
      id: rng.id(),
      boxId: box.id,
      boxName: box.name,
      version: i + 1,
      price: step.price,
      items: JSON.stringify(items),
      ...versionFigures(step.price, items),
      ...author,
      createdAt: step.at,
    };
  });
}

/** The versions as the openings read them, from their rows. */
export function seededVersions(
  rows: ReadonlyArray<{ id: string; version: number; createdAt: Date; price: number; items: string }>,
): SeededVersion[] {
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.getTime(),
    price: Number(row.price),
    items: (JSON.parse(row.items) as OddsVersionItem[]).map(({ productId, rangeFrom, rangeTo, sellPrice, purchasePrice }) => ({
      productId,
      rangeFrom,
      rangeTo,
      sellPrice,
      purchasePrice,
    })),
  }));
}

/** A fresh stream for the versions: the catalogue's own stream draws what it drew before. */
export const versionsRng = () => new Rng(VERSIONS_STREAM);
