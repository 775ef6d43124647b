/**
 * What the box routes read (core §3, §5, §7), browser-safe: the server's routes (../boxes.ts) and QA
 * mode's fake shop (src/dataProvider/fake/routes/boxes.ts) validate with these same schemas.
 */
import { z } from 'zod';
import { say, t } from '../../../http';
import { GAME_ID, boxNameError, boxPriceError } from '../../../../src/domain/catalog';
import { formBool, formJson, formNumber, optionalText } from '../forms';

const chosenProduct = z.object({
  pid: z.string().trim().min(1).max(200),
  chance: formNumber.pipe(z.number().min(0).max(100)),
});

export const boxBody = z.object({
  name: z
    .string()
    .superRefine((value, ctx) => {
      const error = boxNameError(value);
      if (error) ctx.addIssue({ code: 'custom', message: say(error) });
    })
    .transform((v) => v.trim()),
  price: z
    .unknown()
    .superRefine((value, ctx) => {
      const error = boxPriceError(value);
      if (error) ctx.addIssue({ code: 'custom', message: say(error) });
    })
    .transform(Number),
  category: formJson(z.array(z.string().trim().min(1).max(200)).min(1, t('validation.required')).max(100)),
  chooseProduct: formJson(z.array(chosenProduct).max(1000)).optional(),
  itemsCount: z.unknown().optional(),
  hideBox: formBool.optional(),
  enableBox: formBool.optional(),
  boxProfit: formNumber.pipe(z.number().min(0).max(1000)).optional(),
  description: optionalText,
  specialTag: z.string().trim().max(60).optional(),
  color: z.string().trim().max(30).optional(),
});

export const searchBody = z.object({
  title: z.string().max(200).optional(),
  min: formNumber.optional(),
  max: formNumber.optional(),
  category: z.string().max(200).optional(),
  rarity: z.string().max(200).optional(),
  brandId: z.string().max(200).optional(),
  partnerId: z.string().max(200).optional(),
  skip: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(12),
  gameId: z.number().int().default(GAME_ID),
});

export const playBoxBody = z.object({
  skip: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(10),
  title: z.string().max(200).optional(),
});
