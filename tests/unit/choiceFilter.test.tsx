/**
 * A list filter picked from choices (src/layout/ChoiceFilter.tsx), as the orders' and withdrawals'
 * status: a combobox whose listbox is labelled by the field, its pick shown at once with its rows,
 * the empty choice clearing it, the keys of a select, and the list's filter shown when it is set
 * from elsewhere (Back and Forward set it through the list's store).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { memoryStore, type GetListParams } from 'react-admin';
import { createDataProvider } from '../../src/dataProvider';
import { ENDPOINTS } from '../../src/resources/registry';
import { installFakeFetch } from './fakeFetch';
import { renderUsersPage, tieredMembers, tierFilter, UsersByName } from './usersListPage';
import { endListTest } from './listTeardown';

const members = tieredMembers(6, (i) => (i % 2 === 0 ? 'gold' : 'silver'));

afterEach(endListTest);

/** The tiers of the list's pages read (the dataProvider's getList), in order; a read of `failing` throws at once. */
async function renderMembers(store = memoryStore(), tiersRead: unknown[] = [], failing?: string) {
  installFakeFetch({ 'GET /api/admin/getUserData': { body: { code: 200, msg: 'ok', userList: members } } });
  const base = createDataProvider({ endpoints: ENDPOINTS });
  const dataProvider = {
    ...base,
    getList: (resource: string, params: GetListParams) => {
      const { tier } = params.filter as { tier?: unknown };
      tiersRead.push(tier);
      if (failing !== undefined && tier === failing) throw new Error('The list cannot be read');
      return base.getList(resource, params);
    },
  };
  renderUsersPage({ store, dataProvider, page: <UsersByName filters={[tierFilter]} /> });
  expect(await screen.findByText('member01')).toBeInTheDocument();
  return store;
}

const field = () => screen.getByRole('combobox', { name: 'Tier' });
const rowsShown = () => ['member01', 'member02', 'member03', 'member04', 'member05', 'member06'].filter((name) => screen.queryByText(name));

describe('a filter picked from choices', () => {
  it('opens a listbox of its choices below the field, named by its label, the chosen one selected', async () => {
    await renderMembers();
    const tier = field();
    expect(tier).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseDown(tier);
    // the page behind an open menu is hidden from assistive technology: the field is read as it was found
    const list = screen.getByRole('listbox', { name: 'Tier' });
    expect(tier).toHaveAttribute('aria-expanded', 'true');
    expect(tier).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-label') ?? option.textContent)).toEqual(['Clear value', 'Gold', 'Silver']);
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  });

  it('shows a pick at once and its rows; the empty choice shows every row again', async () => {
    await renderMembers();
    fireEvent.mouseDown(field());
    fireEvent.click(screen.getByRole('option', { name: 'Silver' }));
    expect(field()).toHaveTextContent('Silver');
    await waitFor(() => expect(rowsShown()).toEqual(['member02', 'member04', 'member06']));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    fireEvent.mouseDown(field());
    expect(screen.getByRole('option', { name: 'Silver' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('option', { name: 'Clear value' }));
    await waitFor(() => expect(rowsShown()).toHaveLength(6));
    expect(field()).not.toHaveTextContent(/Gold|Silver/);
  });

  it('opens from the keyboard on its chosen option, picks with Enter, and gives the focus back to the field', async () => {
    await renderMembers();
    field().focus();
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Clear value' })).toHaveFocus());
    fireEvent.keyDown(screen.getByRole('option', { name: 'Clear value' }), { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Gold' })).toHaveFocus());
    fireEvent.keyDown(screen.getByRole('option', { name: 'Gold' }), { key: 'Enter' });
    expect(field()).toHaveTextContent('Gold');
    await waitFor(() => expect(rowsShown()).toEqual(['member01', 'member03', 'member05']));
    await waitFor(() => expect(field()).toHaveFocus());

    // Escape closes it with nothing picked
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Gold' })).toHaveFocus());
    fireEvent.keyDown(screen.getByRole('option', { name: 'Gold' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(field()).toHaveTextContent('Gold');
    expect(rowsShown()).toEqual(['member01', 'member03', 'member05']);
  });

  it("shows the list's filter when it is set from elsewhere", async () => {
    const store = await renderMembers();
    // picked Gold, then Silver; then the filter before (Back) is Gold again
    for (const tier of ['Gold', 'Silver']) {
      fireEvent.mouseDown(field());
      fireEvent.click(screen.getByRole('option', { name: tier }));
      await waitFor(() => expect(rowsShown()).toHaveLength(3));
      await waitFor(() => expect(store.getItem<{ filter: { tier?: string } }>('users.listParams')?.filter.tier).toBe(tier.toLowerCase()));
    }
    act(() => store.setItem('users.listParams', { sort: 'username', order: 'ASC', page: 1, perPage: 10, filter: { tier: 'gold' } }));
    await waitFor(() => expect(field()).toHaveTextContent('Gold'));
    await waitFor(() => expect(rowsShown()).toEqual(['member01', 'member03', 'member05']));
    act(() => store.setItem('users.listParams', { sort: 'username', order: 'ASC', page: 1, perPage: 10, filter: {} }));
    await waitFor(() => expect(field()).not.toHaveTextContent('Gold'));
    await waitFor(() => expect(rowsShown()).toHaveLength(6));
  });

  it("asks for each choice's first page when it opens, so the pick draws its rows with no read of its own", async () => {
    const tiersRead: unknown[] = [];
    await renderMembers(memoryStore(), tiersRead);
    await waitFor(() => expect(tiersRead.length).toBeGreaterThan(0));
    const before = tiersRead.length;
    fireEvent.mouseDown(field());
    await waitFor(() => expect(tiersRead.slice(before)).toEqual(expect.arrayContaining(['gold', 'silver'])));
    const opened = tiersRead.length;
    // the pages have come before the pick (the menu is read meanwhile)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(screen.getByRole('option', { name: 'Gold' }));
    await waitFor(() => expect(rowsShown()).toEqual(['member01', 'member03', 'member05']));
    expect(tiersRead.slice(opened)).not.toContain('gold');
  });

  it('applies a pick whose page cannot be read, and shows the failure', async () => {
    await renderMembers(memoryStore(), [], 'silver');
    fireEvent.mouseDown(field());
    fireEvent.click(screen.getByRole('option', { name: 'Silver' }));
    expect(field()).toHaveTextContent('Silver');
    // react-admin's own read of it fails too, and the list says so instead of its rows
    expect(await screen.findByRole('alert')).toHaveTextContent(/error/i);
    expect(rowsShown()).toEqual([]);
  });
});
