/**
 * The admin's store (src/layout/adminStore.ts): readers are told a new value as they will read it
 * back, so a list whose parameters carry an undefined key (a filter sets `displayedFilters`
 * undefined) draws a filter or a page turn once, not a second time when react-admin's useStore
 * reads the stored JSON back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { DataTable, localStorageStore, useListContext, type Store } from 'react-admin';
import { adminStore, asStored } from '../../src/layout/adminStore';
import { PageList } from '../../src/layout/PageList';
import { installFakeFetch } from './fakeFetch';
import { renderUsersPage, tieredMembers, tierFilter } from './usersListPage';
import { endListTest } from './listTeardown';

const members = tieredMembers(30, (i) => (i % 2 === 0 ? 'gold' : 'silver'));

afterEach(async () => {
  await endListTest();
  window.localStorage.clear();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

/** A reader of the list's context, beside its table: it draws whenever the table does. */
function ListReader({ onRender }: { onRender: () => void }) {
  const { data } = useListContext();
  onRender();
  return <span data-testid="rows-read">{data?.length ?? 0}</span>;
}

/** The members by username with a tier filter; `drawn` counts the times the list's readers draw. */
async function renderMembers(store: Store) {
  const drawn = { count: 0 };
  installFakeFetch({ 'GET /api/admin/getUserData': { body: { code: 200, msg: 'ok', userList: members } } });
  const filters = [tierFilter];
  renderUsersPage({
    store,
    page: (
      <PageList title="Users" resource="users" sort={{ field: 'username', order: 'ASC' }} filters={filters}>
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="username" />
        </DataTable>
        <ListReader onRender={() => (drawn.count += 1)} />
      </PageList>
    ),
  });
  expect(await screen.findByText('member01')).toBeInTheDocument();
  await settle();
  return drawn;
}

/** Picks Silver, then turns to the next page: how many times the list's readers drew for each. */
async function filterThenTurn(store: Store): Promise<{ filter: number; turn: number }> {
  const drawn = await renderMembers(store);
  drawn.count = 0;
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tier' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByText('Silver'));
  expect(await screen.findByText('member02')).toBeInTheDocument();
  await settle();
  expect(screen.queryByText('member01')).not.toBeInTheDocument();
  const filter = drawn.count;
  drawn.count = 0;
  fireEvent.click(screen.getByRole('button', { name: /next page/i }));
  expect(await screen.findByText('member22')).toBeInTheDocument();
  await settle();
  expect(screen.queryByText('member02')).not.toBeInTheDocument();
  return { filter, turn: drawn.count };
}

/** A list's parameters with an undefined key written to `store`: what its readers are told, and what it reads back. */
function writeParams(store: Store): { told: unknown[]; stored: unknown } {
  store.setup();
  const told: unknown[] = [];
  const stop = store.subscribe('users.listParams', (value) => told.push(value));
  store.setItem('users.listParams', { page: 2, filter: { tier: 'gold' }, displayedFilters: undefined });
  stop();
  const stored = store.getItem('users.listParams');
  store.teardown();
  return { told, stored };
}

describe("the admin's store", () => {
  it('tells its readers a value as it will read it back', () => {
    const { told, stored } = writeParams(adminStore());
    expect(told).toEqual([{ page: 2, filter: { tier: 'gold' } }]);
    expect(Object.keys(told[0] as object)).toEqual(['page', 'filter']);
    expect(stored).toEqual(told[0]);
  });

  it('keeps undefined as undefined (the key removed), and what JSON cannot write as given', () => {
    expect(asStored(undefined)).toBeUndefined();
    const draw = () => undefined;
    expect(asStored(draw)).toBe(draw);
    expect(asStored([1, undefined, 'a'])).toEqual([1, null, 'a']);
  });

  it('lets a list draw a filter and a page turn once each', async () => {
    const ours = await filterThenTurn(adminStore());
    expect(ours).toEqual({ filter: 1, turn: 1 });
  });

  it("is needed: react-admin's localStorageStore tells its readers the value with the undefined key, which they read back without it", () => {
    const { told, stored } = writeParams(localStorageStore());
    // react-admin's useStore compares the two, finds them different, and draws its list again
    expect(Object.keys(told[0] as object)).toEqual(['page', 'filter', 'displayedFilters']);
    expect(Object.keys(stored as object)).toEqual(['page', 'filter']);
  });
});
