/**
 * What the product routes read (operations §3, §5, §7), browser-safe: the server's routes
 * (../products.ts) and QA mode's fake shop (src/dataProvider/fake/routes/products.ts) validate with
 * these same schemas.
 */
import { z } from 'zod';
import { t } from '../../../http';
import { PRICE_MAX, PRODUCT_CODE_PATTERN, PRODUCT_COLORS, PRODUCT_NATURES, PRODUCT_SIZES } from '../../../../src/domain/catalog';
import { WHOLE_NUMBER_MAX, formBool, formNumber, imageReference, optionalText, requiredName } from '../forms';

const money = formNumber.pipe(z.number().min(0, t('resources.product.priceInvalid')).max(PRICE_MAX));
const idText = (message: string) => z.string({ error: message }).trim().min(1, message);

const productFields = z.object({
  name: requiredName,
  sellPrice: money,
  purchasePrice: money,
  price: money.optional(),
  productCode: z
    .string()
    .trim()
    .optional()
    .refine((code) => !code || PRODUCT_CODE_PATTERN.test(code), t('resources.product.productCodeInvalid')),
  totalProduct: formNumber
    .pipe(z.number().int(t('resources.product.stockInvalid')).min(0, t('resources.product.stockInvalid')).max(WHOLE_NUMBER_MAX))
    .default(0),
  categoryId: z.array(z.string().trim().min(1).max(200)).min(1, t('resources.product.selectCategory')).max(50),
  brandId: idText(t('resources.product.selectBrand')),
  partnerId: idText(t('resources.product.selectPartner')),
  rarityLevel: idText(t('resources.product.selectRarity')),
  description: optionalText,
  productTag: z.string().trim().max(60).optional(),
  productNature: z.enum(PRODUCT_NATURES).default('Physical'),
  visibility: formBool.default(true),
  quickSell: formBool.default(false),
  enableProduct: formBool.default(true),
  checkTrack: formBool.default(false),
  trackQuantity: formNumber.pipe(z.number().int().min(0).max(WHOLE_NUMBER_MAX)).default(0),
  image: z
    .array(imageReference.pipe(z.string().min(1)))
    .max(20)
    .default([]),
  color: z.array(z.enum(PRODUCT_COLORS)).default([]),
  size: z.array(z.enum(PRODUCT_SIZES)).default([]),
  capacity: z.array(z.string().trim().min(1).max(30)).max(20).default([]),
});

/**
 * operations §7: `data` (form values) and `payload` (product state: images, colours, sizes,
 * capacity), merged and checked as one product (issues name the product's fields).
 */
export const productBody = z
  .object({ data: z.record(z.string(), z.unknown()), payload: z.record(z.string(), z.unknown()).default({}) })
  .transform(({ data, payload }) => ({ ...data, ...payload }))
  .pipe(productFields);

export const listBody = z.object({
  skip: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(12),
  search: z.string().max(200).optional(),
  rarity: z.string().max(200).optional(),
  category: z.string().max(200).optional(),
  partnerId: z.string().max(200).optional(),
  gameId: z.number().int().optional(),
});

export const inventoryBody = z.object({ productId: z.string().trim().min(1).max(200), userId: z.string().trim().min(1).max(200) });
