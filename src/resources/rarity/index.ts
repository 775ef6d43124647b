/** Rarity levels (core §2 Warehouse): list and create/edit form. */
import DiamondIcon from '@mui/icons-material/Diamond';
import { defineResource, formScreens, lazyView } from '../descriptor';

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
    ...formScreens(
      '/products/add-raritylevel',
      lazyView(
        () => import('./RarityForm'),
        (m) => m.RarityFormPage,
      ),
    ),
  },
  menu: [{ key: 'rarity', labelKey: 'menu.rarityList', access: 'RarityLevel', screen: 'list' }],
});
