/**
 * Rules of the catalog forms (core §5 "Category and brand", "Box form"; operations §3, §5 "Product form",
 * "Rarity form"), shared by the forms and the server. Odds rules live in ./odds.ts, image rules in ./images.ts.
 */

import type { MessageKey } from '../i18n/messages';
export const CATEGORY_TYPES = ['box', 'product'] as const;
export const DEFAULT_CATEGORY_TYPE = 'product';

/** operations §3: size options S, M, L, XL and colour options. */
export const PRODUCT_SIZES = ['S', 'M', 'L', 'XL'] as const;
export const PRODUCT_COLORS = ['Gold', 'Red', 'Purple', 'Green', 'Blue', 'Gray'] as const;
export const PRODUCT_NATURES = ['Digital', 'Physical'] as const;

/** The fixed game id of product searches (core §9). */
export const GAME_ID = 730;
/** Page sizes (core §9, operations §9). */
export const BOX_SEARCH_PAGE_SIZE = 12;
export const PICKER_PAGE_SIZE = 15;
export const PRODUCT_LIST_PAGE_SIZE = 12;
/** Boxes a page of the play view (/box-play, getPlayBox) shows: our choice, the spec shows no payload. */
export const PLAY_BOX_PAGE_SIZE = 12;
/** Pagination controls show this many page buttons at a time. */
export const PAGE_BUTTONS = 10;

/** Longest name of a catalog record (box, brand, category, product, rarity). */
export const NAME_MAX_LENGTH = 200;
/** Highest price of a box or product (the money columns hold far more; no real price comes near it). */
export const PRICE_MAX = 10_000_000;

/** Input step of prices (operations §3). */
export const PRICE_STEP = 0.0001;

export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Required text: the spec's "This field is required" for an empty or blank value. */
export function requiredText(value: unknown): MessageKey | undefined {
  return typeof value === 'string' && value.trim() !== '' ? undefined : 'validation.required';
}

/** Box name: required, no leading space (core §5). */
export function boxNameError(value: unknown): MessageKey | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'validation.required';
  if (/^\s/.test(value)) return 'validation.nameLeadingSpace';
  if (value.trim().length > NAME_MAX_LENGTH) return 'resources.box.validation.nameTooLong';
  return undefined;
}

/** Box price: greater than 0 (core §5). */
export function boxPriceError(value: unknown): MessageKey | undefined {
  if (value === '' || value === null || value === undefined) return 'validation.required';
  const price = Number(value);
  if (!Number.isFinite(price) || price <= 0) return 'resources.box.validation.priceAboveZero';
  if (price > PRICE_MAX) return 'resources.box.validation.priceTooHigh';
  return undefined;
}

/**
 * Rarity rank (issue 17): the rarity list's order, lowest first; a whole number from 1. Empty means
 * "the next rank" for a new rarity and "unchanged" for an update.
 */
export const RARITY_RANK_MAX = 1_000_000;

export function rarityRankError(value: unknown): MessageKey | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const rank = Number(value);
  return Number.isInteger(rank) && rank >= 1 && rank <= RARITY_RANK_MAX ? undefined : 'resources.rarity.rankInvalid';
}

/** The rank a new rarity gets by default: one after the highest. */
export function nextRarityRank(ranks: ReadonlyArray<number | null | undefined>): number {
  return ranks.reduce<number>((highest, rank) => (typeof rank === 'number' && rank > highest ? rank : highest), 0) + 1;
}

/** Product code: optional; when given, letters, digits, - and _ only. */
export function productCodeError(value: unknown): MessageKey | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' && PRODUCT_CODE_PATTERN.test(value) ? undefined : 'resources.product.productCodeInvalid';
}

/** Stock: a whole number, not below 0 (operations §4 "the stock stepper cannot go below 0"). */
export function stockError(value: unknown): MessageKey | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? undefined : 'resources.product.stockInvalid';
}

/** A price field of the product form: required and 0 or more. */
export function productPriceError(value: unknown): MessageKey | undefined {
  if (value === '' || value === null || value === undefined) return 'validation.required';
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? undefined : 'resources.product.priceInvalid';
}

/** The stock after one press of the stepper: never below 0. */
export function stepStock(current: number, delta: number): number {
  const base = Number.isFinite(current) ? Math.trunc(current) : 0;
  return Math.max(0, base + delta);
}

/**
 * Box names may carry a "~" suffix that is hidden (operations §3): "Gold Box~summer" -> "Gold Box".
 * The one place for it: every screen showing a box name (lists, profile, orders, returns, dashboard).
 */
export function displayBoxName(name: string | null | undefined): string {
  const text = name ?? '';
  const cut = text.indexOf('~');
  return (cut === -1 ? text : text.slice(0, cut)).trim();
}
