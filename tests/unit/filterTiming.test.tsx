/**
 * When a list's filters apply (src/layout/PageFilters.tsx): a choice (the orders' or withdrawals'
 * status) as soon as it is picked, a typed search once the typing has paused.
 *
 * On a faked clock (./fakeClock.ts), "at once" means "before the pause a search waits for", and
 * "while typing" means it, whatever the machine's load.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { SearchInput } from 'react-admin';
import { TYPING_PAUSE_MS } from '../../src/domain/lists';
import { installFakeFetch } from './fakeFetch';
import { renderUsersPage, tieredMembers, tierFilter, UsersByName } from './usersListPage';
import { fakeTimeouts, realTimeAgain, tickUntil } from './fakeClock';
import { endListTest } from './listTeardown';

const members = tieredMembers(12, (i) => (i % 3 === 0 ? 'gold' : 'silver'));

const filters = [<SearchInput key="q" source="q" alwaysOn />, tierFilter];

afterEach(async () => {
  await realTimeAgain();
  await endListTest();
});

async function renderMembers() {
  installFakeFetch({ 'GET /api/admin/getUserData': { body: { code: 200, msg: 'ok', userList: members } } });
  renderUsersPage({ page: <UsersByName filters={filters} /> });
  expect(await screen.findByText('member01')).toBeInTheDocument();
  expect(screen.getByText('member02')).toBeInTheDocument();
}

describe("a list's filters", () => {
  it('show the rows of a status as soon as it is picked', async () => {
    await renderMembers();
    fakeTimeouts();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tier' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Gold'));
    const silverGone = () => screen.queryByText('member02') === null;
    const took = await tickUntil(silverGone, TYPING_PAUSE_MS);
    expect(silverGone()).toBe(true);
    expect(took).toBeLessThan(TYPING_PAUSE_MS - 100);
    await realTimeAgain();
    for (const gold of ['member01', 'member04', 'member07', 'member10']) expect(await screen.findByText(gold)).toBeInTheDocument();
  });

  it('apply a search once the typing has paused, not at every key', async () => {
    await renderMembers();
    fakeTimeouts();
    const search = screen.getByPlaceholderText('Search');
    fireEvent.change(search, { target: { value: 'member1' } });
    await tickUntil(() => false, TYPING_PAUSE_MS - 100);
    fireEvent.change(search, { target: { value: 'member11' } }); // the next key starts the wait again
    await tickUntil(() => false, TYPING_PAUSE_MS - 100);
    expect(screen.getByText('member02')).toBeInTheDocument(); // nothing applied while typing
    const onlyEleven = () => screen.queryByText('member10') === null && screen.queryByText('member11') !== null;
    await tickUntil(onlyEleven, 2 * TYPING_PAUSE_MS);
    expect(onlyEleven()).toBe(true);
    expect(screen.queryByText('member01')).not.toBeInTheDocument();
  });

  it('apply a picked status at once with the search typed before it', async () => {
    await renderMembers();
    fakeTimeouts();
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'member1' } });
    await tickUntil(() => false, 50);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tier' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Silver'));
    // member1x silver: 11 and 12 (10 is gold); no other row
    const both = () =>
      screen.queryByText('member02') === null && screen.queryByText('member10') === null && screen.queryByText('member11') !== null;
    const took = await tickUntil(both, TYPING_PAUSE_MS);
    expect(both()).toBe(true);
    expect(took).toBeLessThan(TYPING_PAUSE_MS - 100);
    expect(screen.getByText('member12')).toBeInTheDocument();
  });
});
