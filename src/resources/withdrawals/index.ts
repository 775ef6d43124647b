/** Withdrawal requests (operations §2 Profit Management): the list with approve and decline. */
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { OPERATIONS_TOASTS } from '../../layout/notifyOptions';
import { defineResource, lazyView } from '../../layout/descriptor';

export const withdrawals = defineResource({
  name: 'withdrawals',
  icon: AccountBalanceWalletIcon,
  toasts: OPERATIONS_TOASTS,
  labelKey: 'resources.withdrawals.title',
  // Withdraws per the route table; Funds is the module of the withdrawal actions (delFunds).
  access: ['Withdraws', 'Funds'],
  screens: {
    list: {
      path: '/funds-management',
      view: lazyView(
        () => import('./WithdrawalList'),
        (m) => m.WithdrawalList,
      ),
    },
  },
  // Withdraws also accepts Funds (ACCESS_ALIASES).
  menu: [
    { key: 'withdraws', group: 'profitManagement', order: 10, labelKey: 'resources.withdrawals.menu', access: 'Withdraws', screen: 'list' },
  ],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getWithdrawRequests', replyKey: 'withdrawRequests', paging: 'client' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedWithdrawRequest' },
  },
});
