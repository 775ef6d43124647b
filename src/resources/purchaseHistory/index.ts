/** Box purchases and deposits (operations §2 Profit Management): the purchase history page ("not gated by role"). */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { OPERATIONS_TOASTS } from '../../layout/notifyOptions';
import { defineResource, lazyView } from '../../layout/descriptor';

export const purchaseHistory = defineResource({
  name: 'purchaseHistory',
  icon: ReceiptLongIcon,
  toasts: OPERATIONS_TOASTS,
  labelKey: 'resources.purchaseHistory.title',
  access: ['Deposits'],
  screens: {
    list: {
      path: '/boxpurchase-history',
      view: lazyView(
        () => import('./PurchaseHistoryPage'),
        (m) => m.PurchaseHistoryPage,
      ),
      gate: 'open',
    },
  },
  // Deposite also accepts Deposits (ACCESS_ALIASES).
  menu: [
    {
      key: 'purchaseHistory',
      group: 'profitManagement',
      order: 30,
      labelKey: 'resources.purchaseHistory.menu',
      access: 'Deposite',
      screen: 'list',
    },
  ],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getUserPurchaseHistory', replyKey: 'purchaseHistory', paging: 'client' },
  },
});
