/**
 * Successful-deposit totals per user (GET api/admin/ccpayment/getDepositListbyUser): a whole list
 * drawn in the "Deposits by user" tab of the purchase history (src/resources/purchaseHistory), so
 * it has no screen of its own.
 */
import PaidIcon from '@mui/icons-material/Paid';
import { OPERATIONS_TOASTS } from '../../layout/notifyOptions';
import { defineResource } from '../../layout/descriptor';

export const depositsByUser = defineResource({
  name: 'depositsByUser',
  icon: PaidIcon,
  toasts: OPERATIONS_TOASTS,
  labelKey: 'resources.purchaseHistory.depositsByUserTab',
  access: ['Deposits'],
  screens: {},
  endpoints: {
    list: { method: 'GET', path: 'api/admin/ccpayment/getDepositListbyUser', replyKey: 'depositList', paging: 'client' },
  },
});
