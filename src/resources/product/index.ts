/**
 * Products (core §2 Warehouse, operations §2): the card list, the create/edit form, the detail page
 * (id in the path) and the product picker.
 */
import AddBoxIcon from '@mui/icons-material/AddBox';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { anyOf, defineResource, formScreens, lazyView } from '../../layout/descriptor';
import { productListBody } from './productListBody';
import { OPERATIONS_TOASTS } from '../../layout/notifyOptions';

const form = lazyView(
  () => import('./ProductForm'),
  (m) => m.ProductFormPage,
);
// The Add Product menu item's access is AddProduct, so its holders reach the form it links to.
const formGate = anyOf(['Product', 'AddProduct']);

export const product = defineResource({
  name: 'product',
  icon: Inventory2Icon,
  labelKey: 'resources.product.listTitle',
  recordRepresentation: 'name',
  access: ['Product'],
  toasts: OPERATIONS_TOASTS,
  screens: {
    list: {
      path: '/products/list_product',
      view: lazyView(
        () => import('./ProductList'),
        (m) => m.ProductList,
      ),
    },
    ...formScreens('/products/create-product', form, formGate),
    /** operations §2: the detail page takes a route param id (docs/api.md) */
    show: {
      path: '/products/view-product',
      view: lazyView(
        () => import('./ProductDetailPage'),
        (m) => m.ProductDetailPage,
      ),
      id: 'segment',
    },
    /** core §2: the picker's route is not shown; /vendors/productList is in the route table (docs/api.md) */
    picker: {
      path: '/vendors/productList',
      view: lazyView(
        () => import('./ProductPickerPage'),
        (m) => m.ProductPickerPage,
      ),
      gate: 'open',
    },
  },
  menu: [
    { key: 'productList', group: 'warehouse', order: 20, labelKey: 'resources.product.menu', access: 'Product', screen: 'list' },
    {
      key: 'addProduct',
      group: 'warehouse',
      order: 30,
      labelKey: 'resources.product.menuAdd',
      access: 'AddProduct',
      screen: 'create',
      icon: AddBoxIcon,
    },
  ],
  endpoints: {
    list: {
      method: 'POST',
      path: 'api/admin/getProduct',
      replyKey: 'product',
      paging: 'server',
      totalKey: 'totalProductsCount',
      body: productListBody,
    },
    one: { method: 'GET', path: 'api/admin/getProductById/{id}', replyKey: 'getProduct' },
    delete: { method: 'DELETE', path: 'api/admin/deleteProduct/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedProduct' },
  },
});
