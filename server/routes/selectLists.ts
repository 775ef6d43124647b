/**
 * The startup select lists (core §4, §7), open to any signed-in admin:
 * getSelectBrandList, getSelectPartnerList, getCategory, getRarity.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { defineRoute } from '../auth/guard';
import { t, withId } from '../http';

export function selectListRoutes(app: FastifyInstance, { db }: AppDeps): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/getSelectBrandList',
    access: 'authenticated',
    handler: async () => {
      const rows = await db.selectFrom('brands').select(['id', 'name']).orderBy('name').orderBy('id').execute();
      return { msg: t('server.lists.brand'), brand: rows.map(withId) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/getSelectPartnerList',
    access: 'authenticated',
    handler: async () => {
      const rows = await db.selectFrom('partners').select(['id', 'firstname']).orderBy('firstname').orderBy('id').execute();
      return { msg: t('server.lists.partner'), partner: rows.map(withId) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/getCategory',
    access: 'authenticated',
    handler: async () => {
      const rows = await db.selectFrom('categories').selectAll().orderBy('createdAt', 'desc').orderBy('id').execute();
      return { msg: t('server.lists.category'), category: rows.map(withId) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/getRarity',
    access: 'authenticated',
    handler: async () => {
      const rows = await db
        .selectFrom('rarities')
        .select(['id', 'name', 'color', 'rank', 'createdAt'])
        .orderBy('rank')
        .orderBy('name')
        .orderBy('id')
        .execute();
      return { msg: t('server.lists.rarity'), rarity: rows.map(withId) };
    },
  });
}
