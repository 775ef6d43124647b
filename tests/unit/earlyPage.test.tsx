/**
 * A big list opens on its first rows (src/dataProvider/earlyRows.ts): while the rest of the reply
 * is on its way, the table shows the first page, which the whole list then keeps, and the count
 * comes with the whole list.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createDataProvider } from '../../src/dataProvider';
import { ENDPOINTS } from '../../src/resources/registry';
import { installFakeFetch, streamed } from './fakeFetch';
import { renderUsersPage } from './usersListPage';
import { endListTest } from './listTeardown';

// in the server's order, which is the list's (by username)
const players = Array.from({ length: 600 }, (_, i) => ({ _id: `u${i + 1}`, username: `player${String(i + 1).padStart(4, '0')}` }));

afterEach(endListTest);

/** getUserData's reply: all but its last 2,000 bytes come at once, those wait for `release()`. */
function slowUsers() {
  let release = () => {};
  const rest = new Promise<void>((resolve) => (release = resolve));
  const body = JSON.stringify({ code: 200, msg: 'User list', userList: players });
  installFakeFetch({
    'GET /api/admin/getUserData': () => new Response(streamed(body, 4_096, { from: body.length - 2_000, release: rest }), { status: 200 }),
  });
  return release;
}

describe('a list whose reply is still coming', () => {
  it('shows its first page at once, and the count once the whole list has come', async () => {
    const release = slowUsers();
    renderUsersPage();

    const firstRows = async () => (await screen.findAllByRole('row')).slice(1).map((row) => row.textContent);
    expect(await screen.findByText('1-10 of more than 10')).toBeTruthy();
    const early = await firstRows();
    expect(early).toEqual(players.slice(0, 10).map((player) => player.username));

    release();
    expect(await screen.findByText('1-10 of 600')).toBeTruthy();
    expect(await firstRows()).toEqual(early);
    expect(within(screen.getByRole('table')).queryByText('player0011')).toBeNull();
  });

  it('gives any other reader of the list its whole-list page, with the count', async () => {
    const release = slowUsers();
    let answered = false;
    const page = createDataProvider({ endpoints: ENDPOINTS })
      .getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'username', order: 'ASC' }, filter: {} })
      .finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    expect(await page).toMatchObject({ total: 600, data: players.slice(0, 10).map((player) => ({ ...player, id: player._id })) });
  });
});
