/**
 * Custom (non-CRUD) dataProvider methods of the catalog area: the box odds editor's calls
 * (detail with items, previous box, product search, create / update as multipart), the product
 * form's image upload and save ({data, payload}), Add to Inventory, and the play view's page of
 * boxes as players see them (getPlayBox). Each mutation drops the
 * cached list of the resource it changes.
 */
import type { CustomMethodDeps } from '../customMethods';
import { toFormData } from '../formData';
import type { Box, BoxDetailReply, PreviousBox, SearchProductsReply } from '../../domain/types/catalog';
import { GAME_ID } from '../../domain/catalog';
import { IDEMPOTENCY_HEADER } from '../../domain/idempotency';

export interface ProductSearchFilter {
  title?: string;
  min?: number;
  max?: number;
  category?: string;
  rarity?: string;
  brandId?: string;
  partnerId?: string;
  skip: number;
  limit: number;
}

/** The box form's fields as the spec's createBox multipart names them. */
export interface BoxSubmission {
  file?: File | null;
  name: string;
  price: number;
  category: string[];
  chooseProduct: Array<{ pid: string; chance: number; sellPrice: number; purchasePrice: number }>;
  hideBox: boolean;
  enableBox: boolean;
  boxProfit: number;
  description: string;
  specialTag: string;
  color: string;
}

/** A page of POST api/admin/getPlayBox: skip/limit and an optional name search (our choice of payload). */
export interface PlayBoxQuery {
  skip: number;
  limit: number;
  title?: string;
}

/** core §7: reply box, count. */
export interface PlayBoxReply {
  box: Box[];
  count: number;
}

export interface SaveReply {
  code: number;
  msg: string;
}

function cleanFilter(filter: ProductSearchFilter): Record<string, unknown> {
  const body: Record<string, unknown> = { gameId: GAME_ID };
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value))) continue;
    body[key] = value;
  }
  return body;
}

export function createCatalogMethods({ request, cache }: CustomMethodDeps) {
  return {
    getBoxDetail(id: string): Promise<BoxDetailReply> {
      return request<BoxDetailReply>('GET', `api/admin/getBoxDetailById/${encodeURIComponent(id)}`);
    },
    async getPreviousBox(): Promise<PreviousBox | null> {
      const reply = await request<{ getPrevious: PreviousBox | null }>('GET', 'api/admin/getPreviousBox');
      return reply.getPrevious ?? null;
    },
    searchProducts(filter: ProductSearchFilter, signal?: AbortSignal): Promise<SearchProductsReply> {
      return request<SearchProductsReply>('POST', 'api/admin/getSearchProducts', { body: cleanFilter(filter), signal });
    },
    async saveBox(id: string | null, box: BoxSubmission): Promise<SaveReply> {
      const { file, ...fields } = box;
      const form = toFormData({ ...fields, itemsCount: box.chooseProduct.length, ...(file ? { file } : {}) });
      try {
        return await (id
          ? request('PUT', `/api/admin/updateBox/${encodeURIComponent(id)}`, { formData: form })
          : request('POST', '/api/admin/createBox', { formData: form }));
      } finally {
        cache.invalidate('box');
      }
    },
    async uploadProductImages(files: File[]): Promise<string[]> {
      const form = new FormData();
      for (const file of files) form.append('file', file);
      const reply = await request<{ imageArr: string[] }>('POST', 'api/admin/uploadProductImage', { formData: form });
      return reply.imageArr;
    },
    /** A create carries the form's idempotency key: the same create sent again is not a second product. */
    async saveProduct(
      id: string | null,
      data: Record<string, unknown>,
      payload: Record<string, unknown>,
      idempotencyKey?: string,
    ): Promise<SaveReply> {
      try {
        return await (id
          ? request('PUT', `/api/admin/updateProduct/${encodeURIComponent(id)}`, { body: { data, payload } })
          : request('POST', '/api/admin/createProduct', {
              body: { data, payload },
              headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
            }));
      } finally {
        cache.invalidate('product');
      }
    },
    /** POST api/admin/getPlayBox: the boxes players can open, cheapest first, a page at a time. */
    async getPlayBoxes({ skip, limit, title }: PlayBoxQuery, signal?: AbortSignal): Promise<PlayBoxReply> {
      const search = title?.trim();
      const reply = await request<Partial<PlayBoxReply>>('POST', 'api/admin/getPlayBox', {
        body: search ? { skip, limit, title: search } : { skip, limit },
        signal,
      });
      return { box: reply.box ?? [], count: reply.count ?? 0 };
    },
    addToInventory(productId: string, userId: string): Promise<SaveReply> {
      return request('POST', 'api/admin/addToInventory', { body: { productId, userId } });
    },
  };
}
