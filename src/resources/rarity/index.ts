/** Rarity levels (core §2 Warehouse): list and create/edit form. */
import DiamondIcon from '@mui/icons-material/Diamond';
import { defineResource, lazyView } from '../descriptor';

const FORM = '/products/add-raritylevel';

export const rarity = defineResource({
  name: 'rarity',
  icon: DiamondIcon,
  labelKey: 'catalog.rarity.listTitle',
  recordRepresentation: 'name',
  access: ['RarityLevel'],
  screens: {
    list: {
      path: '/products/rarity-list',
      view: lazyView(
        () => import('./RarityList'),
        (m) => m.RarityList,
      ),
    },
    create: {
      path: FORM,
      view: lazyView(
        () => import('./RarityForm'),
        (m) => m.RarityFormPage,
      ),
    },
    edit: {
      path: FORM,
      view: lazyView(
        () => import('./RarityForm'),
        (m) => m.RarityFormPage,
      ),
    },
  },
  menu: [{ key: 'rarity', labelKey: 'menu.rarityList', access: 'RarityLevel', screen: 'list' }],
});
