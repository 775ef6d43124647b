/** Brands (core §2 Warehouse): list and create/edit form. */
import SellIcon from '@mui/icons-material/Sell';
import { defineResource, formScreens, lazyView } from '../../layout/descriptor';
import { imageFormBody } from '../catalog/common/imageFormBody';

export const brand = defineResource({
  name: 'brand',
  icon: SellIcon,
  labelKey: 'resources.brand.listTitle',
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
  menu: [{ key: 'brand', group: 'warehouse', order: 50, labelKey: 'resources.brand.menu', access: 'Brand', screen: 'list' }],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getBrand', replyKey: 'brand', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getBrandDetailById/{id}', replyKey: 'brandData' },
    create: { method: 'POST', path: '/api/admin/createBrand', replyKey: 'brandData', multipart: true },
    update: { method: 'PUT', path: '/api/admin/updateBrand/{id}', replyKey: 'brandData', multipart: true },
    delete: { method: 'DELETE', path: 'api/admin/deleteBrand/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedBrand' },
    toBody: imageFormBody,
  },
});
