/** Rarity levels (core §2 Warehouse): list and create/edit form. */
import DiamondIcon from '@mui/icons-material/Diamond';
import { defineResource, formScreens, lazyView } from '../../layout/descriptor';
import type { Row } from '../../dataProvider/listCache';
import { OPERATIONS_TOASTS } from '../../layout/notifyOptions';

function rarityBody(data: Row): Row {
  const rank = data.rank === '' || data.rank === null || data.rank === undefined ? undefined : Number(data.rank);
  return rank === undefined ? { name: data.name, color: data.color } : { name: data.name, color: data.color, rank };
}

export const rarity = defineResource({
  name: 'rarity',
  icon: DiamondIcon,
  labelKey: 'resources.rarity.listTitle',
  recordRepresentation: 'name',
  access: ['RarityLevel'],
  toasts: OPERATIONS_TOASTS,
  screens: {
    list: {
      path: '/products/rarity-list',
      view: lazyView(
        () => import('./RarityList'),
        (m) => m.RarityList,
      ),
    },
    ...formScreens(
      '/products/add-raritylevel',
      lazyView(
        () => import('./RarityForm'),
        (m) => m.RarityFormPage,
      ),
    ),
  },
  menu: [{ key: 'rarity', group: 'warehouse', order: 40, labelKey: 'resources.rarity.menu', access: 'RarityLevel', screen: 'list' }],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getRarity', replyKey: 'rarity', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getRarityById/{id}', replyKey: 'rarityData' },
    create: { method: 'POST', path: '/api/admin/craeteRarity', replyKey: 'rarityData' },
    update: { method: 'PUT', path: '/api/admin/updateRarity/{id}', replyKey: 'rarityData' },
    delete: { method: 'DELETE', path: 'api/admin/deleteRarity/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedRarity' },
    toBody: rarityBody,
  },
});
