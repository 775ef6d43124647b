/** Categories (core §2 Warehouse): list and create/edit form. */
import CategoryIcon from '@mui/icons-material/Category';
import { defineResource, formScreens, lazyView } from '../descriptor';

export const category = defineResource({
  name: 'category',
  icon: CategoryIcon,
  labelKey: 'catalog.category.listTitle',
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
  menu: [{ key: 'category', labelKey: 'menu.categoryList', access: 'Category', screen: 'list' }],
});
