/**
 * What the warehouse lists' routes read (core §3, operations §3), browser-safe: the server's routes
 * (../categories.ts, ../brands.ts, ../rarities.ts) and QA mode's fake shop
 * (src/dataProvider/fake/routes/catalog) validate with these same schemas. Category and brand forms
 * arrive as multipart text fields or JSON; a rarity is JSON.
 */
import { z } from 'zod';
import { t } from '../../../http';
import { CATEGORY_TYPES, DEFAULT_CATEGORY_TYPE, HEX_COLOR_PATTERN, rarityRankError } from '../../../../src/domain/catalog';
import { formBool, formNumber, imageReference, optionalText, requiredName } from '../forms';

export const categoryBody = z.object({
  name: requiredName,
  categoryType: z.enum(CATEGORY_TYPES).default(DEFAULT_CATEGORY_TYPE),
  description: optionalText,
  dontShowInStore: formBool.optional(),
  /** the current image URL to keep, or '' to remove it; a new file replaces it */
  image: imageReference.optional(),
});

export const brandBody = z.object({
  name: requiredName,
  description: optionalText,
  /** the current image URL to keep, or '' to remove it; a new file replaces it */
  image: imageReference.optional(),
});

export const rarityBody = z.object({
  name: requiredName,
  color: z.string().trim().regex(HEX_COLOR_PATTERN, t('resources.rarity.colorInvalid')),
  // optional: a new rarity without one comes last, an update without one keeps its rank
  rank: formNumber.refine((rank) => rarityRankError(rank) === undefined, t('resources.rarity.rankInvalid')).optional(),
});

/** The columns a rarity is read and answered with. */
export const RARITY_COLUMNS = ['id', 'name', 'color', 'rank', 'createdAt'] as const;
