/**
 * A whole list's pages in react-query's cache: a page from the admin's store says until when its
 * rows stay (wholeListStaleTime), goes stale as soon as they are dropped, and the page beside the
 * one shown is asked for ahead, so a page turn needs no request of its own.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, DataTable, SearchInput, TestMemoryRouter, useLoading, type GetListParams } from 'react-admin';
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
import { fakeTimeouts, realTimeAgain, tickUntil } from './fakeClock';
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
  it('finds the next page already asked for, and a page seen before still there', async () => {
    serveUsers();
    const dataProvider = createDataProvider({ endpoints: ENDPOINTS });
    const getList = vi.spyOn(dataProvider, 'getList');
    renderUsersPage({ dataProvider });
    expect(await firstPageShown()).toBeInTheDocument();
    const pageAsked = (page: number, from = 0) =>
      getList.mock.calls.slice(from).filter(([, params]) => (params as GetListParams).pagination?.page === page).length;
    await waitFor(() => expect(pageAsked(2)).toBe(1)); // asked for ahead, once

    const beforeTurn = getList.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('player11')).toBeInTheDocument();
    expect(screen.queryByText('player01')).not.toBeInTheDocument();
    expect(pageAsked(2, beforeTurn)).toBe(0); // the turn itself asked nothing
    await waitFor(() => expect(pageAsked(3, beforeTurn)).toBe(1)); // and the page after it is on its way

    const beforeBack = getList.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: /previous page/i }));
    expect(await firstPageShown()).toBeInTheDocument();
    expect(pageAsked(1, beforeBack)).toBe(0);
  });
});

describe("the pages ahead and the app bar's loading indicator", { timeout: 30_000 }, () => {
  it('a page asked for ahead does not turn the indicator on (it reads every query being fetched)', async () => {
    serveUsers();
    const dataProvider = createDataProvider({ endpoints: ENDPOINTS });
    const read = dataProvider.getList.bind(dataProvider);
    const seen: boolean[] = [];
    let askedAhead: number | undefined; // how many renders of the indicator there were when it was asked
    // the page ahead takes a while, as a worker's answer does in the browser
    const getList = vi.spyOn(dataProvider, 'getList').mockImplementation(async (resource, params) => {
      if (params.pagination?.page === 2) {
        askedAhead ??= seen.length;
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      return read(resource, params);
    });
    function Indicator() {
      seen.push(useLoading());
      return null;
    }
    renderUsersPage({ dataProvider, beside: <Indicator /> });
    expect(await firstPageShown()).toBeInTheDocument();
    const pageTwo = () => getList.mock.results.filter((_, i) => (getList.mock.calls[i][1] as GetListParams).pagination?.page === 2);
    await waitFor(() => expect(pageTwo()).toHaveLength(1));
    await pageTwo()[0].value;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.slice(askedAhead)).not.toContain(true);
    expect(seen.at(-1)).toBe(false);
    // and the page is there for the turn
    const beforeTurn = getList.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('player11')).toBeInTheDocument();
    expect(getList.mock.calls.slice(beforeTurn).filter(([, params]) => (params as GetListParams).pagination?.page === 2)).toHaveLength(0);
  });
});

describe("a sort's first page read ahead and the app bar's loading indicator", { timeout: 30_000 }, () => {
  /**
   * The users by name, whose descending page takes `readMs` (as a worker's answer does in the
   * browser), with the indicator's every render; `sinceClick()` is what it showed from the click on,
   * on a faked clock (setTimeout only: the sort's 120 ms wait, and the read).
   */
  async function sortSlowly(readMs: number) {
    serveUsers();
    const dataProvider = createDataProvider({ endpoints: ENDPOINTS });
    const read = dataProvider.getList.bind(dataProvider);
    vi.spyOn(dataProvider, 'getList').mockImplementation(async (resource, params) => {
      if (params.sort?.order === 'DESC') await new Promise((resolve) => setTimeout(resolve, readMs));
      return read(resource, params);
    });
    const seen: boolean[] = [];
    function Indicator() {
      seen.push(useLoading());
      return null;
    }
    renderUsersPage({ dataProvider, beside: <Indicator /> });
    expect(await firstPageShown()).toBeInTheDocument();
    await waitFor(() => expect(seen.at(-1)).toBe(false));
    const fromClick = seen.length;
    fakeTimeouts();
    fireEvent.click(screen.getByText('Username'));
    return { seen, sinceClick: () => seen.slice(fromClick) };
  }

  afterEach(realTimeAgain);

  it('does not turn the indicator on when the page comes within the wait', async () => {
    const { sinceClick } = await sortSlowly(60);
    await tickUntil(() => screen.queryByText('player25') !== null, 110);
    expect(screen.getByText('player25')).toBeInTheDocument();
    expect(sinceClick()).not.toContain(true);
  });

  it('turns it on when the page is later than the wait, until the rows come', async () => {
    const { seen, sinceClick } = await sortSlowly(400);
    await tickUntil(() => false, 200); // the wait is over: the sort is applied, its rows still to come
    expect(sinceClick()).toContain(true);
    expect(screen.getByText('player01')).toBeInTheDocument();
    await tickUntil(() => screen.queryByText('player25') !== null && seen.at(-1) === false, 1000);
    expect(screen.getByText('player25')).toBeInTheDocument();
    expect(seen.at(-1)).toBe(false);
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

  it('finds the next page already asked for, 10 rows a page without a page-size choice, like every list', async () => {
    installFakeFetch({ 'GET /api/admin/getUserPurchaseHistory': { body: { code: 200, msg: 'ok', purchaseHistory: purchases } } });
    const dataProvider = createDataProvider({ endpoints: ENDPOINTS });
    const getList = vi.spyOn(dataProvider, 'getList');
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
    const pageAsked = (page: number, from = 0) =>
      getList.mock.calls.slice(from).filter(([, params]) => (params as GetListParams).pagination?.page === page).length;
    await waitFor(() => expect(pageAsked(2)).toBe(1));

    const beforeTurn = getList.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('pi_11')).toBeInTheDocument();
    expect(pageAsked(2, beforeTurn)).toBe(0);
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
    const dataProvider = createDataProvider({ endpoints: ENDPOINTS });
    const read = dataProvider.getList.bind(dataProvider);
    const getList = vi.spyOn(dataProvider, 'getList');
    renderUsersPage({ dataProvider, page: <UsersPage /> });
    const asked = (match: (params: GetListParams) => boolean) =>
      getList.mock.calls.filter(([, params]) => match(params as GetListParams)).length;
    // the list's parameters in the URL (listInUrl.ts) when each page was asked for
    const urlsWhenAsked: string[] = [];
    getList.mockImplementation((...args) => {
      urlsWhenAsked.push(decodeURIComponent(window.location.search));
      return read(...args);
    });
    return { asked, urlsWhenAsked, calls: getList.mock.calls };
  }

  /** What the page shows after every change of its DOM: the username column's arrow and the first row. */
  function watchPage() {
    const seen: string[] = [];
    const look = () => {
      const label = document.querySelector('thead [data-field="username"]')?.getAttribute('class') ?? '';
      const direction = /directionDesc/.test(label) ? 'desc' : 'asc';
      seen.push(`${direction} ${document.querySelector('tbody tr')?.textContent ?? ''}`);
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    return { seen, stop: () => observer.disconnect() };
  }

  it('draws the new arrow and the rows it sorts in the same render, from one read', async () => {
    const { asked } = renderUsers();
    expect(await firstPageShown()).toBeInTheDocument();
    const watch = watchPage();
    // the sort waits up to 120 ms for its page: on fake timers, the page's read (promises) is never
    // later than that however busy the machine is, and the wait is ticked through 1 ms at a time
    fakeTimeouts();
    try {
      fireEvent.click(screen.getByText('Username'));
      await tickUntil(() => screen.queryByText('player25') !== null, 110);
    } finally {
      await realTimeAgain();
    }
    expect(await screen.findByText('player25')).toBeInTheDocument();
    watch.stop();
    expect(watch.seen).toContain('desc player25');
    expect(watch.seen).not.toContain('desc player01'); // never the new arrow over the old rows
    expect(asked((params) => params.sort?.order === 'DESC' && params.pagination?.page === 1)).toBe(1);
  });

  it('asks once for the first page of a search, before the search is applied', async () => {
    const { asked, urlsWhenAsked, calls } = renderUsers();
    expect(await firstPageShown()).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'player2' } });
    expect(await screen.findByText('player20')).toBeInTheDocument();
    expect(screen.queryByText('player01')).not.toBeInTheDocument();
    expect(screen.getByText('player02')).toBeInTheDocument();
    expect(asked((params) => params.filter.q === 'player2' && params.pagination?.page === 1)).toBe(1);
    const firstWithSearch = calls.findIndex(([, params]) => (params as GetListParams).filter.q === 'player2');
    expect(urlsWhenAsked[firstWithSearch]).not.toContain('player2'); // asked for ahead
    expect(decodeURIComponent(window.location.search)).toContain('"q":"player2"'); // then applied
  });
});
