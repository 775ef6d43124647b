/**
 * The list parameters in a table page's URL (src/layout/listInUrl.ts): read as react-admin reads
 * them, written in its order, other query keys kept.
 */
import { describe, expect, it } from 'vitest';
import { listParamsOfSearch, searchWithListParams } from '../../src/layout/listInUrl';

describe('list parameters in the URL', () => {
  it('reads sort, order, page, perPage and the JSON filter, with numbers as numbers', () => {
    const search = `?filter=${encodeURIComponent('{"q":"anna"}')}&order=ASC&page=3&perPage=10&sort=username`;
    expect(listParamsOfSearch(search)).toEqual({ filter: { q: 'anna' }, order: 'ASC', page: 3, perPage: 10, sort: 'username' });
  });

  it('reads nothing from a URL without list parameters, and ignores other keys', () => {
    expect(listParamsOfSearch('')).toEqual({});
    expect(listParamsOfSearch('?tab=orders')).toEqual({});
  });

  it('drops a filter that is not JSON, as react-admin does', () => {
    expect(listParamsOfSearch('?filter=nope&page=2')).toEqual({ page: 2 });
  });

  it('writes the parameters in react-admin order and reads them back unchanged', () => {
    const params = { sort: 'email', order: 'DESC' as const, page: 2, perPage: 10, filter: { q: 'a&b' }, displayedFilters: {} };
    const search = searchWithListParams('', params);
    expect(search).toBe(
      `?displayedFilters=${encodeURIComponent('{}')}&filter=${encodeURIComponent('{"q":"a&b"}')}&order=DESC&page=2&perPage=10&sort=email`,
    );
    expect(listParamsOfSearch(search)).toEqual(params);
  });

  it('replaces the list parameters of a URL and keeps its other keys', () => {
    expect(searchWithListParams('?tab=orders&page=4&sort=name', { page: 1 })).toBe('?tab=orders&page=1');
    expect(searchWithListParams('?page=4', {})).toBe('');
  });
});
