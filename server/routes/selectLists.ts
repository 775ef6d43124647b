/**
 * The startup select lists (core §4, §7), open to any signed-in admin:
 * getSelectBrandList, getSelectPartnerList, getCategory, getRarity.
 */
import { z } from 'zod';
import { t, apiRow } from '../http';
import { okReply, records } from '../replySchema';
import { route } from '../route';
import { RARITY_COLUMNS } from './catalog/schemas/warehouse';

const option = (label: string) => z.array(z.looseObject({ _id: z.string(), [label]: z.string() }));

export const routes = [
  route({
    method: 'GET',
    url: '/getSelectBrandList',
    access: 'authenticated',
    schema: { response: { 200: okReply({ brand: option('name') }) } },
    handler: async ({ db }) => {
      const rows = await db.selectFrom('brands').select(['id', 'name']).orderBy('name').orderBy('id').execute();
      return { msg: t('server.lists.brand'), brand: rows.map(apiRow) };
    },
  }),
  route({
    method: 'GET',
    url: '/getSelectPartnerList',
    access: 'authenticated',
    schema: { response: { 200: okReply({ partner: option('firstname') }) } },
    handler: async ({ db }) => {
      const rows = await db.selectFrom('partners').select(['id', 'firstname']).orderBy('firstname').orderBy('id').execute();
      return { msg: t('server.lists.partner'), partner: rows.map(apiRow) };
    },
  }),
  route({
    method: 'GET',
    url: '/getCategory',
    access: 'authenticated',
    schema: { response: { 200: okReply({ category: records }) } },
    handler: async ({ db }) => {
      const rows = await db.selectFrom('categories').selectAll().orderBy('createdAt', 'desc').orderBy('id').execute();
      return { msg: t('server.lists.category'), category: rows.map(apiRow) };
    },
  }),
  route({
    method: 'GET',
    url: '/getRarity',
    access: 'authenticated',
    schema: { response: { 200: okReply({ rarity: records }) } },
    handler: async ({ db }) => {
      const rows = await db.selectFrom('rarities').select(RARITY_COLUMNS).orderBy('rank').orderBy('name').orderBy('id').execute();
      return { msg: t('server.lists.rarity'), rarity: rows.map(apiRow) };
    },
  }),
];
