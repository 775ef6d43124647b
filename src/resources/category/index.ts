/** Categories (core §2 Warehouse): list and create/edit form. */
import CategoryIcon from '@mui/icons-material/Category';
import { defineResource, formScreens, lazyView } from '../../layout/descriptor';
import { imageFormBody } from '../catalog/common/imageFormBody';

export const category = defineResource({
  name: 'category',
  icon: CategoryIcon,
  labelKey: 'resources.category.listTitle',
  recordRepresentation: 'name',
  access: ['Category'],
  screens: {
    list: {
      path: '/category-list',
      view: lazyView(
        () => import('./CategoryList'),
        (m) => m.CategoryList,
      ),
    },
    ...formScreens(
      '/create-category',
      lazyView(
        () => import('./CategoryForm'),
        (m) => m.CategoryFormPage,
      ),
    ),
  },
  menu: [{ key: 'category', group: 'warehouse', order: 10, labelKey: 'resources.category.menu', access: 'Category', screen: 'list' }],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getCategory', replyKey: 'category', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getCategoryDetailById/{id}', replyKey: 'categoryData' },
    create: { method: 'POST', path: '/api/admin/createCategory', replyKey: 'categoryData', multipart: true },
    update: { method: 'PUT', path: '/api/admin/updateCategory/{id}', replyKey: 'categoryData', multipart: true },
    delete: { method: 'DELETE', path: 'api/admin/deleteCategory/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedCategory' },
    toBody: imageFormBody,
  },
});
