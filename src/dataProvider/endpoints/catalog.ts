/**
 * Endpoint rows of the catalog area (see ../endpoints.ts for the row shape): categories, brands,
 * rarities and boxes are whole lists paged here; products page on the server (skip/limit).
 * The box odds editor and the product form save through custom methods (../methods/catalog.ts).
 */
import type { EndpointTable } from '../endpoints';
import type { ListQuery, Row } from '../listCache';

/** A category or brand form as sent: the image file when one was chosen, the kept URL otherwise. */
function imageFormBody(data: Row): Row {
  const body: Row = { ...data };
  delete body.id;
  delete body._id;
  delete body.createdAt;
  const image = body.image;
  if (typeof image === 'object' && image !== null && 'rawFile' in image) {
    body.file = image;
    delete body.image;
  } else if (typeof image !== 'string') {
    body.image = ''; // removed: the server clears it
  }
  return body;
}

function rarityBody(data: Row): Row {
  const rank = data.rank === '' || data.rank === null || data.rank === undefined ? undefined : Number(data.rank);
  return rank === undefined ? { name: data.name, color: data.color } : { name: data.name, color: data.color, rank };
}

/** getProduct's filter body: skip = page index x limit (operations §9), rarity and category filters. */
export function productListBody({ pagination, filter = {} }: ListQuery): Row {
  const perPage = pagination?.perPage ?? 12;
  const page = pagination?.page ?? 1;
  const body: Row = { skip: (page - 1) * perPage, limit: perPage };
  for (const key of ['rarity', 'category', 'search', 'partnerId'] as const) {
    const value = filter[key];
    if (typeof value === 'string' && value !== '') body[key] = value;
  }
  return body;
}

export const catalogEndpoints: EndpointTable = {
  category: {
    access: 'Category',
    list: { method: 'GET', path: 'api/admin/getCategory', replyKey: 'category', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getCategoryDetailById/{id}', replyKey: 'categoryData' },
    create: { method: 'POST', path: '/api/admin/createCategory', replyKey: 'categoryData', multipart: true },
    update: { method: 'PUT', path: '/api/admin/updateCategory/{id}', replyKey: 'categoryData', multipart: true },
    delete: { method: 'DELETE', path: 'api/admin/deleteCategory/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedCategory' },
    toBody: imageFormBody,
  },
  brand: {
    access: 'Brand',
    list: { method: 'GET', path: 'api/admin/getBrand', replyKey: 'brand', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getBrandDetailById/{id}', replyKey: 'brandData' },
    create: { method: 'POST', path: '/api/admin/createBrand', replyKey: 'brandData', multipart: true },
    update: { method: 'PUT', path: '/api/admin/updateBrand/{id}', replyKey: 'brandData', multipart: true },
    delete: { method: 'DELETE', path: 'api/admin/deleteBrand/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedBrand' },
    toBody: imageFormBody,
  },
  rarity: {
    access: 'RarityLevel',
    list: { method: 'GET', path: 'api/admin/getRarity', replyKey: 'rarity', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getRarityById/{id}', replyKey: 'rarityData' },
    create: { method: 'POST', path: '/api/admin/craeteRarity', replyKey: 'rarityData' },
    update: { method: 'PUT', path: '/api/admin/updateRarity/{id}', replyKey: 'rarityData' },
    delete: { method: 'DELETE', path: 'api/admin/deleteRarity/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedRarity' },
    toBody: rarityBody,
  },
  box: {
    access: 'Box',
    list: { method: 'GET', path: 'api/admin/getBox', replyKey: 'box', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getBoxDetailById/{id}', replyKey: 'boxData' },
    delete: { method: 'DELETE', path: 'api/admin/deleteBox/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedBox' },
  },
  product: {
    access: 'Product',
    list: {
      method: 'POST',
      path: 'api/admin/getProduct',
      replyKey: 'product',
      paging: 'server',
      totalKey: 'totalProductsCount',
      body: productListBody,
    },
    one: { method: 'GET', path: 'api/admin/getProductById/{id}', replyKey: 'getProduct' },
    delete: { method: 'DELETE', path: 'api/admin/deleteProduct/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedProduct' },
  },
};
