/**
 * Zod pieces for the catalog routes' bodies, which arrive either as JSON or as multipart text fields:
 * booleans as true/false or "true"/"false", numbers as numbers or numeric text, lists as arrays or
 * JSON text (the spec's `chooseProduct (JSON)`, `category (JSON)`).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { t } from '../../http';
import { validation } from '../../../src/i18n/en/validation';
import { IMAGE_REFERENCE_MAX_LENGTH, imageReferenceError } from '../../../src/domain/images';

export const formBool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean(),
);

/** A number given as a number or numeric text; blank text counts as missing. */
export const formNumber = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    return v.trim() === '' ? undefined : Number(v);
  },
  z.number({ error: (issue) => (issue.input === undefined ? validation.required : undefined) }).finite(),
);

/** A list given as an array or as JSON text. */
export function formJson<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return [];
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);
}

/** A required name: trimmed at the end only (a leading space is a rule of its own on some forms). */
export const requiredName = z.string().trim().min(1, validation.required).max(200);

export const optionalText = z.string().max(5000).optional();

/** An image address a form sends back (the current image to keep): ours, a web address or a data: image. */
export const imageReference = z
  .string()
  .max(IMAGE_REFERENCE_MAX_LENGTH)
  .refine((value) => imageReferenceError(value) === undefined, t('validation.imageReference'));

/** Whole numbers stored in an integer column (stock, quantities). */
export const WHOLE_NUMBER_MAX = 1_000_000_000;

/** `column @> ARRAY[id]`: a text[] column that holds the id. */
export function arrayHolds(column: string, id: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} @> ARRAY[${id}]::text[]`;
}

/** `column && ARRAY[ids]`: a text[] column that holds any of the ids. */
export function arrayOverlaps(column: string, ids: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} && ${sql.val(ids)}::text[]`;
}

export async function countRows(
  db: Kysely<Database>,
  table: 'products' | 'boxes' | 'box_products' | 'order_lines' | 'box_openings' | 'inventory',
  where: RawBuilder<boolean>,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(where)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
