/** Deposits (operations §2, §3): the deposit invoice ("not gated by role") and a user's deposits. */
import ReceiptIcon from '@mui/icons-material/Receipt';
import { OPERATIONS_TOASTS } from '../../layout/notifyOptions';
import { defineResource, lazyView } from '../../layout/descriptor';

export const deposits = defineResource({
  name: 'deposits',
  icon: ReceiptIcon,
  toasts: OPERATIONS_TOASTS,
  labelKey: 'resources.purchaseHistory.title',
  access: ['Deposits'],
  screens: {
    show: {
      path: '/deposite-details',
      view: lazyView(
        () => import('./DepositInvoicePage'),
        (m) => m.DepositInvoicePage,
      ),
      gate: 'open',
    },
  },
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getDepositeTransactions', replyKey: 'depositeTransactions', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getDepositDataById/{id}', replyKey: 'depositData' },
  },
});
