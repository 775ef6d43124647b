/**
 * The users list page the list tests draw: 25 players served by a fake getUserData, a PageList by
 * username (one column) at /users, for a super admin, with a fresh store (a memoryStore unless given).
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, DataTable, TestMemoryRouter, memoryStore, type DataProvider, type RaThemeOptions, type Store } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { createDataProvider } from '../../src/dataProvider';
import { ENDPOINTS } from '../../src/resources/registry';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { PageList } from '../../src/layout/PageList';
import { ChoiceFilter } from '../../src/layout/ChoiceFilter';
import { installFakeFetch } from './fakeFetch';
import { rolesAuthProvider } from './rolesAuthProvider';
import { ADMIN_SHELL } from '../../src/adminShell';
import { ShellProvider } from '../../src/layout/shell';

export const players = Array.from({ length: 25 }, (_, i) => ({
  _id: `u${i + 1}`,
  username: `player${String(i + 1).padStart(2, '0')}`,
  email: `player${i + 1}@example.com`,
  wins: 25 - i,
}));

/** `count` members by username (member01, member02, ...), each of the tier `tierOf(index)` gives. */
export function tieredMembers(count: number, tierOf: (index: number) => 'gold' | 'silver') {
  return Array.from({ length: count }, (_, i) => ({
    _id: `m${i + 1}`,
    username: `member${String(i + 1).padStart(2, '0')}`,
    tier: tierOf(i),
  }));
}

/** The members' tier, picked from choices (a filter applied as soon as it is picked, like the orders' status). */
export const tierFilter = (
  <ChoiceFilter
    key="tier"
    source="tier"
    alwaysOn
    choices={[
      { id: 'gold', name: 'Gold' },
      { id: 'silver', name: 'Silver' },
    ]}
  />
);

export function serveUsers() {
  return installFakeFetch({ 'GET /api/admin/getUserData': { body: { code: 200, msg: 'ok', userList: players } } });
}

/** The list by username: its filters and bulk actions as given (none by default). */
export function UsersByName({
  filters,
  bulkActionButtons = false,
}: {
  filters?: ReactElement[];
  bulkActionButtons?: ReactElement | false;
}) {
  return (
    <PageList title="Users" resource="users" sort={{ field: 'username', order: 'ASC' }} filters={filters}>
      <DataTable rowClick={false} bulkActionButtons={bulkActionButtons}>
        <DataTable.Col source="username" />
      </DataTable>
    </PageList>
  );
}

export interface UsersPageOptions {
  dataProvider?: DataProvider;
  /** what /users shows (default: UsersByName) */
  page?: ReactElement;
  /** drawn beside the routes, inside the admin */
  beside?: ReactNode;
  theme?: RaThemeOptions;
  /** where react-admin keeps the list's parameters (default: a fresh memoryStore) */
  store?: Store;
}

export function renderUsersPage({
  dataProvider = createDataProvider({ endpoints: ENDPOINTS }),
  page = <UsersByName />,
  beside,
  theme,
  store = memoryStore(),
}: UsersPageOptions = {}) {
  render(
    <TestMemoryRouter initialEntries={['/users']}>
      <AdminContext
        theme={theme}
        store={store}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={rolesAuthProvider(() => ['suUsers'])}
      >
        <ShellProvider value={ADMIN_SHELL}>
          {beside}
          <Routes>
            <Route path="/users" element={page} />
          </Routes>
        </ShellProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}
