/**
 * A whole list's pages in react-query's cache: a page from the admin's store says until when its
 * rows stay (wholeListStaleTime), goes stale as soon as they are dropped, and a page seen before is
 * shown again without a request of its own.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, DataTable, SearchInput, TestMemoryRouter, type GetListParams } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { createDataProvider } from '../../src/dataProvider';
import { ENDPOINTS } from '../../src/resources/registry';
import { listCache, wholeListStaleTime, type WholeListSource } from '../../src/dataProvider/listCache';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { PageList } from '../../src/layout/PageList';
import { PurchaseHistoryPage } from '../../src/resources/purchaseHistory/PurchaseHistoryPage';
import { installFakeFetch } from './fakeFetch';
import { players, renderUsersPage, serveUsers } from './usersListPage';
import { rolesAuthProvider } from './rolesAuthProvider';
import { endListTest } from './listTeardown';
import { ADMIN_SHELL } from '../../src/adminShell';
import { ShellProvider } from '../../src/layout/shell';

const source = (path: string, replyKey: string): WholeListSource => ({
  call: { method: 'GET', path, replyKey },
  load: () => Promise.reject(new Error('not used')),
});

/** The list page's first rows: its first render, in jsdom beside the whole suite, can take more than findBy's 1 s. */
const firstPageShown = () => screen.findByText('player01', {}, { timeout: 5_000 });

/** react-query's view of a page: its key and its data. */
const asQuery = (resource: string, data: unknown) => ({ queryKey: [resource, 'getList', {}], state: { data } });

afterEach(endListTest);

describe("the admin store's pages", () => {
  it('stay as long as their rows, and go stale when those rows are dropped or cleared', async () => {
    installFakeFetch({
      'GET /api/admin/getUserData': { body: { code: 200, msg: 'ok', userList: players } },
      'GET /api/admin/getBrand': { body: { code: 200, msg: 'ok', brand: [{ _id: 'b1', name: 'Valve' }] } },
    });
    const dataProvider = createDataProvider({ endpoints: ENDPOINTS });
    const users = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'username', order: 'ASC' },
      filter: {},
    });
    const brands = await dataProvider.getList('brand', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(users.data).toHaveLength(10);
    // fresh for about the store's 60 s
    expect(wholeListStaleTime(asQuery('users', users))).toBeGreaterThan(55_000);
    expect(wholeListStaleTime(asQuery('users', users))).toBeLessThanOrEqual(60_000);

    listCache.invalidate('users'); // what a create, update or delete of a user does
    expect(wholeListStaleTime(asQuery('users', users))).toBe(0);
    expect(wholeListStaleTime(asQuery('brand', brands))).toBeGreaterThan(0); // another list keeps its pages

    listCache.clear(); // Refresh, sign-out, another token
    expect(wholeListStaleTime(asQuery('brand', brands))).toBe(0);
  });

  it('a page asked for before its rows were dropped and answered after is stale at once', async () => {
    serveUsers();
    const asked = listCache.page('users', source('api/admin/getUserData', 'userList'), { pagination: { page: 1, perPage: 10 } });
    listCache.invalidate('users');
    const page = await asked;
    expect(page.version).toBeDefined();
    expect(
      wholeListStaleTime(asQuery('users', { ...page, meta: { wholeList: { version: page.version, freshUntil: page.freshUntil } } })),
    ).toBe(0);
  });

  it('pages of other lists (paged by the server, or from another store) are always asked again', () => {
    expect(wholeListStaleTime(asQuery('products', { data: [], total: 0 }))).toBe(0);
    expect(wholeListStaleTime(asQuery('products', undefined))).toBe(0);
  });
});

describe('a page turn in a whole list', { timeout: 30_000 }, () => {
  it('shows the next page, and a page seen before without asking for it again', async () => {
    serveUsers();
    const dataProvider = createDataProvider({ endpoints: ENDPOINTS });
    const getList = vi.spyOn(dataProvider, 'getList');
    renderUsersPage({ dataProvider });
    expect(await firstPageShown()).toBeInTheDocument();
    const pageAsked = (page: number, from = 0) =>
      getList.mock.calls.slice(from).filter(([, params]) => (params as GetListParams).pagination?.page === page).length;

    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('player11')).toBeInTheDocument();
    expect(screen.queryByText('player01')).not.toBeInTheDocument();

    const beforeBack = getList.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: /previous page/i }));
    expect(await firstPageShown()).toBeInTheDocument();
    expect(pageAsked(1, beforeBack)).toBe(0);
  });
});

describe("a purchase history tab's page turn", { timeout: 30_000 }, () => {
  const purchases = Array.from({ length: 25 }, (_, i) => ({
    _id: `p${i + 1}`,
    userId: { _id: `u${i + 1}`, username: `buyer${i + 1}` },
    boxId: { _id: 'b1', name: 'Gold box' },
    paymentIntentId: `pi_${String(i + 1).padStart(2, '0')}`,
    amount: 10,
    currency: 'EUR',
    status: 'success',
    createdAt: new Date(Date.UTC(2026, 10, 30 - i)).toISOString(),
  }));

  it('turns to its next page, 10 rows a page without a page-size choice, like every list', async () => {
    installFakeFetch({ 'GET /api/admin/getUserPurchaseHistory': { body: { code: 200, msg: 'ok', purchaseHistory: purchases } } });
    const dataProvider = createDataProvider({ endpoints: ENDPOINTS });
    render(
      <TestMemoryRouter initialEntries={['/boxpurchase-history']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={rolesAuthProvider(() => ['suDeposits'])}>
          <ShellProvider value={ADMIN_SHELL}>
            <Routes>
              <Route path="/boxpurchase-history" element={<PurchaseHistoryPage />} />
            </Routes>
          </ShellProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('pi_01')).toBeInTheDocument();
    expect(screen.getByText('pi_10')).toBeInTheDocument();
    expect(screen.queryByText('pi_11')).not.toBeInTheDocument();
    expect(screen.queryByText(/rows per page/i)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('pi_11')).toBeInTheDocument();
    expect(screen.getByText('pi_20')).toBeInTheDocument();
    expect(screen.queryByText('pi_10')).not.toBeInTheDocument();
  });
});

describe('a sort or a search in a whole list', { timeout: 30_000 }, () => {
  // the list keeps its parameters in the URL (listInUrl.ts): each test starts from none
  beforeEach(() => window.history.replaceState(null, '', '/'));

  function UsersPage() {
    return (
      <PageList
        title="Users"
        resource="users"
        sort={{ field: 'username', order: 'ASC' }}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="username" />
        </DataTable>
      </PageList>
    );
  }

  function renderUsers() {
    serveUsers();
    renderUsersPage({ page: <UsersPage /> });
  }

  it('sorts by a column header, one way then the other, and keeps the sort in the URL', async () => {
    renderUsers();
    expect(await firstPageShown()).toBeInTheDocument();
    fireEvent.click(screen.getByText('Username'));
    expect(await screen.findByText('player25')).toBeInTheDocument();
    expect(screen.queryByText('player01')).not.toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('order')).toBe('DESC');
    fireEvent.click(screen.getByText('Username'));
    expect(await firstPageShown()).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('order')).toBe('ASC');
  });

  it('shows the rows of a search, and keeps it in the URL', async () => {
    renderUsers();
    expect(await firstPageShown()).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'player2' } });
    expect(await screen.findByText('player20')).toBeInTheDocument();
    expect(screen.queryByText('player01')).not.toBeInTheDocument();
    expect(screen.getByText('player02')).toBeInTheDocument();
    expect(decodeURIComponent(window.location.search)).toContain('"q":"player2"');
  });
});
