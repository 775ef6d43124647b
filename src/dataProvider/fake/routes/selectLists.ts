/**
 * The select lists every signed-in admin reads (server/routes/selectLists.ts): brands and partners
 * by name, categories newest first, rarities by rank.
 */
import { apiRow, t } from '../../../../server/http';
import { newestFirst } from '../products';
import { fakeRoute } from '../router';
import { rarityRecord } from './catalog/shared';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const selectListRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getSelectBrandList',
    handler: ({ db }) => {
      const rows = db
        .rows('brands')
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => byText(a.name, b.name) || byText(a.id, b.id));
      return { msg: t('server.lists.brand'), brand: rows.map(apiRow) };
    },
  }),
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getSelectPartnerList',
    handler: ({ db }) => {
      const rows = db
        .rows('partners')
        .map(({ id, firstname }) => ({ id, firstname }))
        .sort((a, b) => byText(a.firstname, b.firstname) || byText(a.id, b.id));
      return { msg: t('server.lists.partner'), partner: rows.map(apiRow) };
    },
  }),
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getCategory',
    handler: ({ db }) => ({ msg: t('server.lists.category'), category: [...db.rows('categories')].sort(newestFirst).map(apiRow) }),
  }),
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getRarity',
    handler: ({ db }) => {
      const rows = [...db.rows('rarities')].sort((a, b) => a.rank - b.rank || byText(a.name, b.name) || byText(a.id, b.id));
      return { msg: t('server.lists.rarity'), rarity: rows.map(rarityRecord) };
    },
  }),
];
