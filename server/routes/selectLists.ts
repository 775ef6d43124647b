/**
 * The startup select lists (core §4, §7), open to any signed-in admin:
 * getSelectBrandList, getSelectPartnerList, getCategory, getRarity.
 */
import { z } from 'zod';
import type { AreaPlugin } from '../app';
import { defineRoute } from '../defineRoute';
import { t, apiRow } from '../http';
import { okReply, records } from '../routeSchema';
import { RARITY_COLUMNS } from './catalog/schemas/warehouse';

const option = (label: string) => z.array(z.looseObject({ _id: z.string(), [label]: z.string() }));

export const selectListRoutes: AreaPlugin = async (app, { deps: { db } }) => {
  defineRoute(app, {
    method: 'GET',
    url: '/getSelectBrandList',
    access: 'authenticated',
    schema: { response: { 200: okReply({ brand: option('name') }) } },
    handler: async () => {
      const rows = await db.selectFrom('brands').select(['id', 'name']).orderBy('name').orderBy('id').execute();
      return { msg: t('server.lists.brand'), brand: rows.map(apiRow) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/getSelectPartnerList',
    access: 'authenticated',
    schema: { response: { 200: okReply({ partner: option('firstname') }) } },
    handler: async () => {
      const rows = await db.selectFrom('partners').select(['id', 'firstname']).orderBy('firstname').orderBy('id').execute();
      return { msg: t('server.lists.partner'), partner: rows.map(apiRow) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/getCategory',
    access: 'authenticated',
    schema: { response: { 200: okReply({ category: records }) } },
    handler: async () => {
      const rows = await db.selectFrom('categories').selectAll().orderBy('createdAt', 'desc').orderBy('id').execute();
      return { msg: t('server.lists.category'), category: rows.map(apiRow) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/getRarity',
    access: 'authenticated',
    schema: { response: { 200: okReply({ rarity: records }) } },
    handler: async () => {
      const rows = await db.selectFrom('rarities').select(RARITY_COLUMNS).orderBy('rank').orderBy('name').orderBy('id').execute();
      return { msg: t('server.lists.rarity'), rarity: rows.map(apiRow) };
    },
  });
};
