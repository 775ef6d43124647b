/**
 * A list page's filter form (search and status), drawn again only when the filters change.
 *
 * react-admin's filter form reads the whole list context, so every page turn, sort or selection
 * drew it again with its inputs (react-hook-form, MUI text fields). The form reads only the filter
 * values, the displayed filters and the calls that change them, so PageList gives it a list context
 * of just those, which changes when they change. The calls are the list's latest (useEvent): a
 * filter set after a sort or a page turn keeps them. New filters are applied once their first page
 * is at hand (./ListAhead.tsx), and written at once (./listParamsNow.ts), so that the filtered rows
 * are drawn in the same render as the filters, and a status picked from a menu already opened in
 * the click itself.
 *
 * When: a choice (an input with `choices`, such as the status) applies as soon as it is picked; a
 * typed filter once the typing has paused (TYPING_PAUSE_MS). react-admin's form waits 500 ms after
 * any change, so a picked status showed its rows half a second late.
 */
import { createContext, createElement, memo, useEffect, useMemo, useRef, type ComponentType, type ReactElement } from 'react';
import {
  FilterButton,
  FilterContext,
  FilterForm,
  ListContextProvider,
  useEvent,
  useListContext,
  type FilterFormProps,
  type FilterLiveFormProps,
  type FilterPayload,
  type ListControllerResult,
} from 'react-admin';
import { useFirstPageAhead, useFirstPageAsked, type ListAheadProps, type NextParams } from './ListAhead';
import { useListParamsNow } from './listParamsNow';
import { TYPING_PAUSE_MS } from '../domain/lists';

/** react-admin's filter form hands its other props to FilterLiveForm, whose `debounce` its type leaves out */
const LiveFilterForm = FilterForm as ComponentType<FilterFormProps & Pick<FilterLiveFormProps, 'debounce'>>;
/** One element for every render: React then skips the form unless its context changed. Its changes come at once (setFilters below waits for typing). */
const FORM = <LiveFilterForm debounce={false} />;
const BUTTON = <FilterButton />;

/**
 * Asks for the list's first page under filters the admin may pick next (`useFirstPageAsked`): a
 * filter's choices, when its menu opens (./ChoiceFilter.tsx). Outside a page list, nothing.
 */
export const FilterAheadContext = createContext<(next: NextParams) => void>(() => undefined);

/** Each input's component, memoised (`steadyInput`). */
const steadyTypes = new WeakMap<ComponentType, ComponentType>();

/**
 * The input drawn by a memo of its component: drawn again when its own props, its form state or a
 * context it reads change, not whenever the form is. react-admin's filter form draws every input
 * again when the list's filters change, even the one that changed them and already shows the new
 * value: a picked status drew the status field and its closing menu again with the filtered rows
 * (about 130 components), a search the search field. The props react-admin adds to each input
 * (FilterFormInput) are the same at every render.
 */
function steadyInput(input: ReactElement): ReactElement {
  if (typeof input.type !== 'function') return input;
  const type = input.type as ComponentType;
  let steady = steadyTypes.get(type);
  if (!steady) {
    steady = memo(type);
    steadyTypes.set(type, steady);
  }
  return createElement(steady, { ...(input.props as object), key: input.key });
}

/** The sources of the inputs that pick from choices (a filter input's props: react-admin's InputProps). */
function chosenSources(filters: ReactElement[]): Set<string> {
  const inputs = filters.map((input) => input.props as { source?: string; choices?: unknown });
  return new Set(inputs.flatMap(({ source, choices }) => (source !== undefined && choices !== undefined ? [source] : [])));
}

/** A filter's value as the list applies it: react-admin drops the empty ones (an empty select is ''). */
const applied = (value: unknown): string => (value === '' || value === null || value === undefined ? '' : JSON.stringify(value));

/** Whether the new values change only filters that are typed, not picked from choices. */
function onlyTypedChanged(next: FilterPayload, current: FilterPayload, chosen: ReadonlySet<string>): boolean {
  const keys = new Set([...Object.keys(next), ...Object.keys(current)]);
  const changed = [...keys].filter((key) => applied(next[key]) !== applied(current[key]));
  return changed.length > 0 && changed.every((key) => !chosen.has(key));
}

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
  const askAhead = useFirstPageAsked(ahead);
  const { setFilters: setFiltersNow } = useListParamsNow();
  const chosen = useMemo(() => chosenSources(filters), [filters]);
  const steadyFilters = useMemo(() => filters.map(steadyInput), [filters]);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  // react-admin's own debounced call (the third argument) is left as it is
  const setFilters = useEvent((values: FilterPayload, displayed?: Record<string, boolean>, debounce?: boolean) => {
    clearTimeout(typing.current);
    if (debounce) return list.setFilters(values, displayed, debounce);
    const apply = () => firstPageAhead({ filter: values }, () => setFiltersNow(values, displayed));
    if (onlyTypedChanged(values, list.filterValues, chosen)) typing.current = setTimeout(apply, TYPING_PAUSE_MS);
    else apply();
  });
  const showFilter = useEvent(list.showFilter);
  const hideFilter = useEvent(list.hideFilter);
  // by value: the list's parameters come back from the store as new objects at every page turn or
  // sort (src/layout/adminStore.ts), with the same filters in them
  const shown = JSON.stringify({ filterValues: list.filterValues, displayedFilters: list.displayedFilters });
  const { resource } = list;
  const slice = useMemo<FilterSlice>(() => {
    const { filterValues, displayedFilters } = JSON.parse(shown) as Pick<FilterSlice, 'filterValues' | 'displayedFilters'>;
    return { filterValues, displayedFilters: displayedFilters ?? {}, setFilters, showFilter, hideFilter, resource };
  }, [shown, setFilters, showFilter, hideFilter, resource]);
  return (
    <FilterContext.Provider value={steadyFilters}>
      {context === 'button' ? (
        BUTTON
      ) : (
        // the form reads nothing else of the list (FilterLiveForm, FilterFormBase)
        <ListContextProvider value={slice as ListControllerResult}>
          <FilterAheadContext.Provider value={askAhead}>{FORM}</FilterAheadContext.Provider>
        </ListContextProvider>
      )}
    </FilterContext.Provider>
  );
}
