/** The product form's values and the {data, payload} split of createProduct / updateProduct (operations §7). */
import type { Product } from '../../domain/types/catalog';

export interface ProductFormValues {
  name: string;
  sellPrice: number | string;
  purchasePrice: number | string;
  productCode: string;
  totalProduct: number;
  categoryId: string[];
  brandId: string;
  partnerId: string;
  rarityLevel: string;
  description: string;
  productTag: string;
  productNature: 'Digital' | 'Physical';
  visibility: boolean;
  quickSell: boolean;
  enableProduct: boolean;
  checkTrack: boolean;
  trackQuantity: number;
  image: string[];
  color: string[];
  size: string[];
  capacity: string;
}

export const NEW_PRODUCT: ProductFormValues = {
  name: '',
  sellPrice: '',
  purchasePrice: '',
  productCode: '',
  totalProduct: 0,
  categoryId: [],
  brandId: '',
  partnerId: '',
  rarityLevel: '',
  description: '',
  productTag: '',
  productNature: 'Physical',
  visibility: true,
  quickSell: false,
  enableProduct: true,
  checkTrack: false,
  trackQuantity: 0,
  image: [],
  color: [],
  size: [],
  capacity: '',
};

export function formValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    sellPrice: product.sellPrice,
    purchasePrice: product.purchasePrice,
    productCode: product.productCode ?? '',
    totalProduct: product.totalProduct,
    categoryId: product.categoryId,
    brandId: product.brandId ?? '',
    partnerId: product.partnerId ?? '',
    rarityLevel: product.rarityLevel ?? '',
    description: product.description,
    productTag: product.productTag ?? '',
    productNature: product.productNature,
    visibility: product.visibility,
    quickSell: product.quickSell,
    enableProduct: product.enableProduct,
    checkTrack: product.checkTrack,
    trackQuantity: product.trackQuantity,
    image: product.image,
    color: product.color,
    size: product.size,
    capacity: product.capacity.join(', '),
  };
}

/** `data`: the form's scalar values; `payload`: the product state (images, colours, sizes, capacity). */
export function splitProduct(values: ProductFormValues): { data: Record<string, unknown>; payload: Record<string, unknown> } {
  const { image, color, size, capacity, ...rest } = values;
  return {
    data: {
      ...rest,
      sellPrice: Number(rest.sellPrice),
      purchasePrice: Number(rest.purchasePrice),
      trackQuantity: rest.checkTrack ? Number(rest.trackQuantity) || 0 : 0,
    },
    payload: {
      image,
      color,
      size,
      capacity: capacity
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    },
  };
}
