/**
 * A page list's parameters changed at once (src/layout/listParamsNow.ts): a sort or a status picked
 * whose page is at hand shows its rows in the click itself, not a tick later; two changes made in
 * one handler are both kept; the URL shows each change, a page turn's too.
 */
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DataTable, type GetListParams } from 'react-admin';
import { createDataProvider } from '../../src/dataProvider';
import { ENDPOINTS } from '../../src/resources/registry';
import { PageList } from '../../src/layout/PageList';
import { useListParamsNow } from '../../src/layout/listParamsNow';
import { installFakeFetch } from './fakeFetch';
import { renderUsersPage, serveUsers, tieredMembers, tierFilter } from './usersListPage';
import { endListTest } from './listTeardown';

afterEach(endListTest);

/** The dataProvider, noting each page it has read (once read): pages asked for ahead are at hand once noted. */
function notingReads() {
  const base = createDataProvider({ endpoints: ENDPOINTS });
  const read: GetListParams[] = [];
  const dataProvider = {
    ...base,
    getList: async (resource: string, params: GetListParams) => {
      const page = await base.getList(resource, params);
      read.push(params);
      return page;
    },
  };
  return { dataProvider, read };
}

/** Until a page whose parameters pass `which` has been read ahead, and has reached the cache. */
async function readAhead(read: GetListParams[], which: (params: GetListParams) => boolean) {
  await waitFor(() => expect(read.some(which)).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const shown = (names: string[]) => names.filter((name) => screen.queryByText(name) !== null);

/** The list by username, with these filters and `beside` the table, for a list kept in the store or not. */
function usersByName({ filters, beside, outOfStore }: { filters?: ReactElement[]; beside?: ReactNode; outOfStore?: boolean }) {
  return (
    <PageList
      title="Users"
      resource="users"
      sort={{ field: 'username', order: 'ASC' }}
      filters={filters}
      disableSyncWithLocation={outOfStore}
    >
      {beside}
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="username" />
      </DataTable>
    </PageList>
  );
}

/** A button that makes two changes in one click: the silver tier, sorted by name the other way. */
function SilverLastFirst() {
  const { setFilters, setSort } = useListParamsNow();
  return (
    <button
      type="button"
      onClick={() => {
        setFilters({ tier: 'silver' });
        setSort({ field: 'username', order: 'DESC' });
      }}
    >
      Silver, last first
    </button>
  );
}

describe("a page list's parameters", () => {
  it('turn to a page asked for ahead, and show it in the URL', async () => {
    serveUsers();
    const { dataProvider, read } = notingReads();
    renderUsersPage({ dataProvider });
    expect(await screen.findByText('player01')).toBeInTheDocument();
    await readAhead(read, (params) => params.pagination?.page === 2);
    // react-admin's pagination turns the page through its store: a tick later
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(shown(['player10', 'player11', 'player20'])).toEqual(['player11', 'player20']));
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
  });

  it('sort back to an order already read in the click itself', async () => {
    serveUsers();
    renderUsersPage();
    expect(await screen.findByText('player01')).toBeInTheDocument();
    const header = () => screen.getByRole('button', { name: /username/i });
    fireEvent.click(header());
    expect(await screen.findByText('player25')).toBeInTheDocument();
    expect(screen.queryByText('player01')).not.toBeInTheDocument();
    fireEvent.click(header());
    // the first page by username ascending is still in the cache: no wait
    expect(shown(['player01', 'player25'])).toEqual(['player01']);
    expect(new URLSearchParams(window.location.search).get('order')).toBe('ASC');
  });

  it('show a status picked from a menu already opened in the click itself', async () => {
    const members = tieredMembers(6, (i) => (i % 2 === 0 ? 'gold' : 'silver'));
    installFakeFetch({ 'GET /api/admin/getUserData': { body: { code: 200, msg: 'ok', userList: members } } });
    const { dataProvider, read } = notingReads();
    renderUsersPage({ dataProvider, page: usersByName({ filters: [tierFilter] }) });
    expect(await screen.findByText('member02')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tier' }));
    await readAhead(read, (params) => (params.filter as { tier?: string }).tier === 'silver');
    fireEvent.click(screen.getByRole('option', { name: 'Silver' }));
    expect(shown(['member01', 'member02', 'member03', 'member04'])).toEqual(['member02', 'member04']);
    expect(screen.getByRole('combobox', { name: 'Tier' })).toHaveTextContent('Silver');
    expect(JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}')).toEqual({ tier: 'silver' });
  });

  it('keep both of two changes made in one handler', async () => {
    const members = tieredMembers(30, (i) => (i % 2 === 0 ? 'gold' : 'silver'));
    installFakeFetch({ 'GET /api/admin/getUserData': { body: { code: 200, msg: 'ok', userList: members } } });
    renderUsersPage({ page: usersByName({ beside: <SilverLastFirst /> }) });
    expect(await screen.findByText('member01')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Silver, last first' }));
    // the silver members are the even ones: the first ten from the last are member30 to member12
    await waitFor(() => expect(shown(['member01', 'member10', 'member12', 'member30'])).toEqual(['member12', 'member30']));
    const params = new URLSearchParams(window.location.search);
    expect(params.get('order')).toBe('DESC');
    expect(JSON.parse(params.get('filter') ?? '{}')).toEqual({ tier: 'silver' });
  });

  it('are still changed by react-admin for a list kept out of the store', async () => {
    serveUsers();
    renderUsersPage({ page: usersByName({ outOfStore: true }) });
    expect(await screen.findByText('player01')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('player11')).toBeInTheDocument();
    expect(screen.queryByText('player01')).not.toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('page')).toBeNull();
  });
});
