/**
 * What a list page draws around its rows: the filter form (PageFilters), the header (PageHead) and
 * the bulk delete (BulkDeleteConfirmButton), the filter form and the header drawn again only when
 * what they show changes; and the pagination, acting on the list as it is now.
 */
import type { ReactElement } from 'react';
import type { SvgIconProps } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DataTable, SearchInput, TextInput, type SearchInputProps } from 'react-admin';
import { adminStore } from '../../src/layout/adminStore';
import { BulkDeleteConfirmButton } from '../../src/layout/BulkDeleteConfirmButton';
import { PageList } from '../../src/layout/PageList';
import { renderUsersPage, serveUsers, UsersByName } from './usersListPage';
import { endListTest } from './listTeardown';

let searchRenders = 0;
let headerRenders = 0;
/** The sort arrow of every header cell: drawn each time its cell is. */
function CountedArrow(props: SvgIconProps) {
  headerRenders += 1;
  return <ArrowDownwardIcon {...props} />;
}
let selectAllRenders = 0;
/** The select-all checkbox's empty box: drawn each time the unchecked checkbox is. */
function CountedBlank(props: SvgIconProps) {
  selectAllRenders += 1;
  return <CheckBoxOutlineBlankIcon {...props} />;
}
const theme = {
  components: {
    MuiTableSortLabel: { defaultProps: { IconComponent: CountedArrow } },
    MuiCheckbox: { defaultProps: { icon: <CountedBlank /> } },
  },
};
function CountedSearch(props: SearchInputProps) {
  searchRenders += 1;
  return <SearchInput {...props} />;
}

/** The users page in the admin's store (its list parameters come back from JSON as new objects). */
function renderUsers(filters: ReactElement[]) {
  serveUsers();
  renderUsersPage({ theme, store: adminStore(), page: <UsersByName filters={filters} bulkActionButtons={<BulkDeleteConfirmButton />} /> });
}

/**
 * The first page's first row, once drawn: a whole list's first page can take more than testing
 * library's default second, or 10, when the full suite loads the machine (it did, once each).
 */
const firstPageShown = () => screen.findByText('player01', undefined, { timeout: 20_000 });

/** The users page, once its first page is shown and the next can be asked for. */
async function renderUsersShown(filters: ReactElement[]) {
  renderUsers(filters);
  expect(await firstPageShown()).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: /next page/i })).toBeEnabled());
}

const firstRow = () => within(screen.getAllByRole('row')[1]).getByText(/^player/).textContent;

afterEach(async () => {
  await endListTest();
  window.localStorage.clear();
});

describe("a list page's filter form", { timeout: 30_000 }, () => {
  it('is not drawn again by a sort or a page turn, and a search typed after them keeps the sort', async () => {
    searchRenders = 0;
    await renderUsersShown([<CountedSearch key="q" source="q" alwaysOn />]);
    const drawn = searchRenders;

    fireEvent.click(screen.getByText('Username'));
    await waitFor(() => expect(firstRow()).toBe('player25'));
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(firstRow()).toBe('player15'));
    expect(searchRenders).toBe(drawn);

    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'player1' } });
    // the search starts again from the first page, still sorted by username descending
    await waitFor(() => expect(firstRow()).toBe('player19'), { timeout: 5_000 });
    expect(screen.queryByText('player25')).not.toBeInTheDocument();
    expect(screen.getByText('player10')).toBeInTheDocument();
  });

  it('offers the filters that are not always shown in the "Add filter" button', async () => {
    renderUsers([<SearchInput key="q" source="q" alwaysOn />, <TextInput key="email" source="email" />]);
    expect(await firstPageShown()).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: /email/i }));
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(2));
  });
});

describe("a list page's header", { timeout: 30_000 }, () => {
  it('is not drawn again by a page turn, and its select-all then selects the page shown', async () => {
    headerRenders = 0;
    await renderUsersShown([<SearchInput key="q" source="q" alwaysOn />]);
    const drawn = headerRenders;
    const selectAllDrawn = selectAllRenders;
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(firstRow()).toBe('player11'));
    expect(headerRenders).toBe(drawn);
    // its select-all checkbox neither: it is as unchecked as it was
    expect(selectAllRenders).toBe(selectAllDrawn);

    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    fireEvent.click(selectAll);
    expect(await screen.findByText('10 items selected')).toBeInTheDocument();
    expect(selectAll).toBeChecked();
    expect(within(screen.getAllByRole('row')[1]).getByRole('checkbox')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to remove? This cannot be undone.')).toBeInTheDocument();
  });

  it("selects all of the page shown beside another page's selection, and unselects only the page shown", async () => {
    await renderUsersShown([<SearchInput key="q" source="q" alwaysOn />]);
    fireEvent.click(within(screen.getAllByRole('row')[1]).getByRole('checkbox'));
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(firstRow()).toBe('player11'));
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).not.toBeChecked();

    fireEvent.click(selectAll);
    expect(await screen.findByText('11 items selected')).toBeInTheDocument();
    expect(selectAll).toBeChecked();
    fireEvent.click(selectAll);
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    expect(selectAll).not.toBeChecked();
  });

  it('draws again, on a sort, only the cells whose arrow changes', async () => {
    headerRenders = 0;
    serveUsers();
    renderUsersPage({
      theme,
      page: (
        <PageList title="Users" resource="users" sort={{ field: 'username', order: 'ASC' }}>
          <DataTable rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="username" />
            <DataTable.Col source="email" />
            <DataTable.NumberCol source="wins" options={{ maximumFractionDigits: 0 }} locales="en-US" />
          </DataTable>
        </PageList>
      ),
    });
    expect(await firstPageShown()).toBeInTheDocument();
    const firstName = () => screen.getAllByRole('row')[1].querySelector('.column-username')?.textContent;
    let drawn = headerRenders;
    // the same column the other way: its own arrow only
    fireEvent.click(screen.getByText('Username'));
    await waitFor(() => expect(firstName()).toBe('player25'));
    expect(headerRenders - drawn).toBe(1);
    drawn = headerRenders;
    // another column: the arrow it takes and the one it takes from
    fireEvent.click(screen.getByText('Wins'));
    await waitFor(() => expect(firstName()).toBe('player25'));
    await waitFor(() => expect(document.querySelector('thead [data-field="wins"]')?.className).toMatch(/active/));
    expect(headerRenders - drawn).toBe(2);
    const winsHeader = screen.getByText('Wins').closest('th');
    expect(winsHeader).toHaveClass('MuiTableCell-alignRight');
    // the number format is the cells', not an attribute of the header cell
    expect(winsHeader?.getAttributeNames().filter((name) => ['options', 'locales'].includes(name))).toEqual([]);
    drawn = headerRenders;
    fireEvent.click(screen.getByText('Email'));
    await waitFor(() => expect(firstName()).toBe('player01'));
    expect(headerRenders - drawn).toBe(2);
  });

  it('sorts by its column, one way then the other', async () => {
    renderUsers([<SearchInput key="q" source="q" alwaysOn />]);
    expect(await firstPageShown()).toBeInTheDocument();
    fireEvent.click(screen.getByText('Username'));
    await waitFor(() => expect(firstRow()).toBe('player25'));
    fireEvent.click(screen.getByText('Username'));
    await waitFor(() => expect(firstRow()).toBe('player01'));
  });
});

describe("a list page's pagination", { timeout: 30_000 }, () => {
  it('turns the pages of the sorted list', async () => {
    await renderUsersShown([<SearchInput key="q" source="q" alwaysOn />]);
    const pageOf = () => screen.getByRole('button', { current: 'page' }).textContent;
    expect(pageOf()).toBe('1');

    fireEvent.click(screen.getByText('Username'));
    await waitFor(() => expect(firstRow()).toBe('player25'));

    // its next page is the sorted list's: the sort is not lost
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(firstRow()).toBe('player15'));
    expect(pageOf()).toBe('2');

    // a search changes the count: back to one page of the matching rows
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'player2' } });
    await waitFor(() => expect(firstRow()).toBe('player25'), { timeout: 5_000 });
    expect(await screen.findByText('1-7 of 7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
  });
});

describe("a list page's bulk delete", { timeout: 30_000 }, () => {
  it('appears with the first selected row and asks before deleting', async () => {
    renderUsers([<SearchInput key="q" source="q" alwaysOn />]);
    expect(await firstPageShown()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    fireEvent.click(within(screen.getAllByRole('row')[1]).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to remove? This cannot be undone.')).toBeInTheDocument();
  });
});
