/** getSearchProducts for one page of a filter (box form: 12 per page, picker: 15), with a loading flag
 * and the failure's text in the admin's language. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../../../dataProvider';
import type { ProductSearchFilter } from '../../../dataProvider/methods/catalog';
import { useServerText } from '../../../i18n/useServerText';

export function useProductSearch(filter: Omit<ProductSearchFilter, 'skip' | 'limit'>, page: number, pageSize: number) {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const serverText = useServerText();
  const query = useQuery({
    queryKey: ['searchProducts', filter, page, pageSize],
    queryFn: ({ signal }) => dataProvider.searchProducts({ ...filter, skip: page * pageSize, limit: pageSize }, signal),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
    retry: false,
  });
  const error = query.error ? serverText(query.error instanceof Error ? query.error.message : String(query.error)) : null;
  return { reply: query.data ?? null, error, loading: query.isFetching };
}
