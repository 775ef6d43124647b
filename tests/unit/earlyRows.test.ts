/**
 * A whole list's first rows, read while its body streams in (src/dataProvider/earlyRows.ts), and
 * the list worker's early page (src/dataProvider/listService.ts): the rows a page shows before the
 * whole list has come must be the rows the whole list gives that page, and nothing is shown early
 * from a reply the whole read would refuse.
 */
import { describe, expect, it } from 'vitest';
import { earlySlice, readEarlyRows } from '../../src/dataProvider/earlyRows';
import { sliceList, type ListQuery, type Row } from '../../src/dataProvider/listEngine';
import { recordsOf } from '../../src/dataProvider/records';
import { ListService, type FromListWorker, type PageRequest } from '../../src/dataProvider/listService';
import { streamed } from './fakeFetch';

const users: Row[] = Array.from({ length: 200 }, (_, i) => ({
  _id: `u${i}`,
  username: `player${(i * 37) % 200}`,
  note: i % 7 === 0 ? 'says "hi" {not json} [x], \\ \u00e9t\u00e9 \ud83c\udf81' : null,
  tags: [{ k: i }, [i, '}']],
  joined_at: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
  // the newest 50 are active, the older ones blocked; a level taken by turns in groups of 25
  isBlock: i >= 50,
  level: Math.floor(i / 25) % 2,
  // a time that the 25 newest and the 100 oldest have (as a shipping time), the others not
  shippedAt: i < 25 || i >= 100 ? Date.UTC(2026, 0, 1) - i * 60_000 : null,
}));
const reply = (extra: Record<string, unknown> = {}) => JSON.stringify({ code: 200, msg: 'User list', ...extra, userList: users });

describe('readEarlyRows', () => {
  it.each([1, 2, 3, 7, 64, 100_000])('gives the first rows as JSON.parse does, whatever the pieces (%i bytes)', async (size) => {
    const text = reply({ meta: { a: [1, { b: '"]' }] } });
    const early = await readEarlyRows(streamed(text, size), 'userList', { rows: 25 });
    expect(early?.complete).toBe(false); // 200 rows: the list goes on after the 25
    expect(early?.rows).toEqual(recordsOf(users).slice(0, 25)); // no more parsed than asked for, even from one piece
  });

  it('says so when the whole list came within its first rows', async () => {
    expect(await readEarlyRows(streamed(reply(), 50), 'userList', { rows: 1000 })).toEqual({ rows: recordsOf(users), complete: true });
  });

  it('gives nothing from a reply that is not a success, or whose code comes after the list', async () => {
    const refused = JSON.stringify({ code: 403, msg: 'You have no permission', userList: users });
    const late = JSON.stringify({ msg: 'User list', userList: users, code: 200 });
    const other = JSON.stringify({ code: 200, msg: 'User list', data: users });
    for (const text of [refused, late, other, '[1,2]', '<html>oops</html>']) {
      expect(await readEarlyRows(streamed(text, 9), 'userList')).toBeUndefined();
    }
  });

  it('stops reading at its limit of characters', async () => {
    const early = await readEarlyRows(streamed(reply(), 100), 'userList', { chars: 1_000 });
    expect(early?.rows.length).toBeGreaterThan(0);
    expect(early?.rows.length).toBeLessThan(10);
  });
});

describe('earlySlice', () => {
  const early = { rows: recordsOf(users).slice(0, 30), complete: false };
  const whole = recordsOf(users);

  it.each<[string, ListQuery]>([
    ['the opening page, newest first', { sort: { field: 'joined_at', order: 'DESC' }, pagination: { page: 1, perPage: 10 } }],
    ['its next page', { sort: { field: 'joined_at', order: 'DESC' }, pagination: { page: 2, perPage: 10 } }],
    ['a search', { sort: { field: 'joined_at', order: 'DESC' }, filter: { q: 'HI' }, pagination: { page: 1, perPage: 2 } }],
    ['no sort', { pagination: { page: 3, perPage: 10 } }],
  ])('answers %s with the whole list’s rows', (_name, query) => {
    expect(earlySlice(early, query)).toEqual(sliceList(whole, query).data);
  });

  it.each<[string, ListQuery]>([
    ['another order', { sort: { field: 'username', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }],
    ['the reverse order', { sort: { field: 'joined_at', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }],
    ['a page past the rows read', { sort: { field: 'joined_at', order: 'DESC' }, pagination: { page: 4, perPage: 10 } }],
    ['a search with too few rows yet', { filter: { q: 'hi' }, pagination: { page: 1, perPage: 10 } }],
    // the first rows tie: in order under any sort by that column, while the rows after them come first
    ['a status whose first rows all tie', { sort: { field: 'isBlock', order: 'DESC' }, pagination: { page: 1, perPage: 10 } }],
    ['a column whose first rows tie in groups', { sort: { field: 'level', order: 'ASC' }, pagination: { page: 3, perPage: 10 } }],
    // in order, the rows without one last, while rows after them have one and come before those
    ['a column some first rows lack', { sort: { field: 'shippedAt', order: 'DESC' }, pagination: { page: 3, perPage: 10 } }],
  ])('leaves %s to the whole list', (_name, query) => {
    expect(earlySlice(early, query)).toBeUndefined();
  });
});

describe('the list worker’s early page', () => {
  const request = (id: number, query: ListQuery, early = true): PageRequest => ({
    kind: 'page',
    id,
    resource: 'users',
    url: 'http://api.test/api/admin/getUserData',
    method: 'GET',
    replyKey: 'userList',
    token: 't',
    query,
    early,
  });
  const newest = (page: number): ListQuery => ({ sort: { field: 'joined_at', order: 'DESC' }, pagination: { page, perPage: 10 } });

  /** A service whose one reply sends its first 8,000 bytes (more than 20 rows), then holds the rest until `release()`. */
  function slowReply() {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetcher = (async () => new Response(streamed(reply(), 512, { from: 8_000, release: held }), { status: 200 })) as typeof fetch;
    return { service: new ListService({ fetcher, early: { rows: 20 } }), release };
  }
  const page = (answer: FromListWorker | undefined) => (answer?.ok ? answer.page : undefined);

  it('answers the opening page from the first rows, then every page from the whole list', async () => {
    const { service, release } = slowReply();
    const first = page(await service.handle(request(1, newest(1))));
    expect(first).toMatchObject({ partial: true, data: sliceList(recordsOf(users), newest(1)).data });

    const sorted = service.handle(request(2, { sort: { field: 'username', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }));
    const whole = service.handle(request(3, newest(1), false));
    let answered = false;
    void Promise.race([sorted, whole]).then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(answered).toBe(false); // another order, or the whole list asked for, waits for the rest

    release();
    expect(page(await whole)).toMatchObject({ data: first?.data, total: users.length });
    expect(page(await whole)?.partial).toBeUndefined();
    const usernames = page(await sorted)?.data.map((row) => row.username);
    expect(usernames).toEqual(
      sliceList(recordsOf(users), { sort: { field: 'username', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }).data.map(
        (row) => row.username,
      ),
    );
    expect(page(await service.handle(request(4, newest(1))))?.partial).toBeUndefined();
  });

  it('gives rows asked for as JSON text from the whole list only, never from its first rows', async () => {
    const { service, release } = slowReply();
    const answer = service.handle({ ...request(1, newest(1)), rowsAsJson: true });
    let answered = false;
    void answer.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(answered).toBe(false);
    release();
    const whole = page(await answer);
    expect(whole).toMatchObject({ data: [], total: users.length });
    expect(whole?.partial).toBeUndefined();
    expect(JSON.parse(whole?.rowsJson ?? 'null')).toEqual(sliceList(recordsOf(users), newest(1)).data);
  });

  it('reads a small reply whole before answering (no count coming after)', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const body = streamed(reply(), 512, { from: 8_000, release: held });
    const fetcher = (async () => new Response(body, { status: 200, headers: { 'content-length': '20000' } })) as typeof fetch;
    const answer = new ListService({ fetcher, early: { rows: 20 } }).handle(request(1, newest(1)));
    let answered = false;
    void answer.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(answered).toBe(false);
    release();
    expect(page(await answer)).toMatchObject({ total: users.length });
  });

  it('answers from the whole list when it has come first', async () => {
    const fetcher = (async () => new Response(reply(), { status: 200 })) as typeof fetch;
    const answer = page(await new ListService({ fetcher }).handle(request(1, newest(1))));
    expect(answer).toMatchObject({ total: users.length });
    expect(answer?.partial).toBeUndefined();
  });

  it('shows nothing early from a refused reply: the whole read’s error comes', async () => {
    const fetcher = (async () =>
      new Response(streamed(JSON.stringify({ code: 403, msg: 'You have no permission', userList: users }), 64), {
        status: 200,
      })) as typeof fetch;
    const answer = await new ListService({ fetcher }).handle(request(1, newest(1)));
    expect(answer).toMatchObject({ ok: false, error: { status: 403, message: 'You have no permission' } });
  });
});
