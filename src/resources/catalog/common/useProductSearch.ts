/**
 * getSearchProducts for one page of a filter (box form: 12 per page, picker: 15), with a loading flag
 * and the failure's text in the admin's language.
 */
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../../../dataProvider';
import type { ProductSearchFilter } from '../../../dataProvider/methods/catalog';
import type { SearchProductsReply } from '../../../domain/types/catalog';
import { useServerText } from '../../../i18n/useServerText';

export function useProductSearch(filter: Omit<ProductSearchFilter, 'skip' | 'limit'>, page: number, pageSize: number) {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const serverText = useServerText();
  const [reply, setReply] = useState<SearchProductsReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const key = JSON.stringify(filter);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const parsed = JSON.parse(key) as Omit<ProductSearchFilter, 'skip' | 'limit'>;
    dataProvider
      .searchProducts({ ...parsed, skip: page * pageSize, limit: pageSize }, controller.signal)
      .then((result) => {
        setReply(result);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [dataProvider, key, page, pageSize]);

  return { reply, error: error === null ? null : serverText(error), loading };
}
