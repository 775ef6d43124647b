/**
 * MUI's TablePagination speaks English on its own ("Rows per page:", "1–10 of 24", "Go to next
 * page"): these props give it react-admin's navigation texts, in the admin's language, as
 * react-admin's own list pagination shows them.
 */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

export function useTablePaginationTexts() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
      labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count }),
      getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => translate(`ra.navigation.${type}`),
    }),
    [translate],
  );
}
