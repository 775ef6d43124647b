/**
 * Orders (operations §2 Profit Management): the list with its status actions and export, the
 * order details and the order invoice (both "not gated by role"), and /orderDetails, a route of
 * the table with no screen of its own, which shows the details (docs/api.md).
 */
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { OPERATIONS_TOASTS } from '../../layout/notifyOptions';
import { defineResource, lazyView } from '../../layout/descriptor';

export const orders = defineResource({
  name: 'orders',
  icon: ShoppingCartIcon,
  toasts: OPERATIONS_TOASTS,
  labelKey: 'resources.orders.breadcrumb',
  access: ['Orders'],
  screens: {
    list: {
      path: '/order-management',
      view: lazyView(
        () => import('./OrderList'),
        (m) => m.OrderList,
      ),
    },
    show: {
      path: '/order-details',
      view: lazyView(
        () => import('./OrderDetailsPage'),
        (m) => m.OrderDetailsPage,
      ),
      gate: 'open',
    },
    invoice: {
      path: '/invoice-details',
      view: lazyView(
        () => import('./OrderInvoicePage'),
        (m) => m.OrderInvoicePage,
      ),
      gate: 'open',
    },
    detailsAlias: {
      path: '/orderDetails',
      view: lazyView(
        () => import('./OrderDetailsAlias'),
        (m) => m.OrderDetailsAlias,
      ),
      gate: 'open',
    },
  },
  menu: [{ key: 'orders', group: 'profitManagement', order: 20, labelKey: 'resources.orders.menu', access: 'Orders', screen: 'list' }],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getOrders', replyKey: 'orders', paging: 'client' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedOrders' },
  },
});
