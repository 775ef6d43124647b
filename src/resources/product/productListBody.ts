import type { ListQuery, Row } from '../../dataProvider/listCache';

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
