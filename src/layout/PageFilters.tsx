/**
 * A list page's filter form (search and status), drawn again only when the filters change.
 *
 * react-admin's filter form reads the whole list context, so every page turn, sort or selection
 * drew it again with its inputs (react-hook-form, MUI text fields). The form reads only the filter
 * values, the displayed filters and the calls that change them, so PageList gives it a list context
 * of just those, which changes when they change. The calls are the list's latest (useEvent): a filter set after a sort or a page turn
 * keeps them. New filters are applied once their first page is at hand (./ListAhead.tsx), so
 * that the filtered rows are drawn in the same render as the filters.
 */
import { useMemo, type ReactElement } from 'react';
import {
  FilterButton,
  FilterContext,
  FilterForm,
  ListContextProvider,
  useEvent,
  useListContext,
  type FilterPayload,
  type ListControllerResult,
} from 'react-admin';
import { useFirstPageAhead, type ListAheadProps } from './ListAhead';

/** One element for every render: React then skips the form unless its context changed. */
const FORM = <FilterForm />;
const BUTTON = <FilterButton />;

type FilterSlice = Pick<
  ListControllerResult,
  'filterValues' | 'displayedFilters' | 'setFilters' | 'showFilter' | 'hideFilter' | 'resource'
>;

export interface PageFiltersProps extends ListAheadProps {
  filters: ReactElement[];
  /** react-admin draws the filters twice: as the form, and in the list's actions as the button adding hidden ones */
  context?: 'form' | 'button';
}

export function PageFilters({ filters, context = 'form', ...ahead }: PageFiltersProps) {
  const list = useListContext();
  const firstPageAhead = useFirstPageAhead(ahead);
  const setFiltersNow = useEvent(list.setFilters);
  // react-admin's own debounced call (the third argument) is left as it is
  const setFilters = useEvent((values: FilterPayload, displayed?: unknown, debounce?: boolean) => {
    if (debounce) setFiltersNow(values, displayed, debounce);
    else firstPageAhead({ filter: values }, () => setFiltersNow(values, displayed));
  });
  const showFilter = useEvent(list.showFilter);
  const hideFilter = useEvent(list.hideFilter);
  const { filterValues, displayedFilters, resource } = list;
  const slice = useMemo<FilterSlice>(
    () => ({ filterValues, displayedFilters, setFilters, showFilter, hideFilter, resource }),
    [filterValues, displayedFilters, setFilters, showFilter, hideFilter, resource],
  );
  return (
    <FilterContext.Provider value={filters}>
      {context === 'button' ? (
        BUTTON
      ) : (
        // the form reads nothing else of the list (FilterLiveForm, FilterFormBase)
        <ListContextProvider value={slice as ListControllerResult}>{FORM}</ListContextProvider>
      )}
    </FilterContext.Provider>
  );
}
