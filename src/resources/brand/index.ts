/** Brands (core §2 Warehouse): list and create/edit form. */
import SellIcon from '@mui/icons-material/Sell';
import { defineResource, formScreens, lazyView } from '../descriptor';

export const brand = defineResource({
  name: 'brand',
  icon: SellIcon,
  labelKey: 'catalog.brand.listTitle',
  recordRepresentation: 'name',
  access: ['Brand'],
  screens: {
    list: {
      path: '/brand-list',
      view: lazyView(
        () => import('./BrandList'),
        (m) => m.BrandList,
      ),
    },
    ...formScreens(
      '/create-brand',
      lazyView(
        () => import('./BrandForm'),
        (m) => m.BrandFormPage,
      ),
    ),
  },
  menu: [{ key: 'brand', labelKey: 'menu.brandList', access: 'Brand', screen: 'list' }],
});
