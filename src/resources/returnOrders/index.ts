/** Return requests (operations §2): the list and the decision dialog, "not gated by role". */
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { defineResource, lazyView } from '../../layout/descriptor';
import { OPERATIONS_TOASTS } from '../../layout/notifyOptions';

export const returnOrders = defineResource({
  name: 'returnOrders',
  icon: AssignmentReturnIcon,
  labelKey: 'resources.returnOrders.title',
  access: ['returnOrder'],
  toasts: OPERATIONS_TOASTS,
  screens: {
    list: {
      path: '/return-order',
      view: lazyView(
        () => import('./ReturnOrderList'),
        (m) => m.ReturnOrderList,
      ),
      gate: 'open',
    },
  },
  menu: [{ key: 'returnOrders', order: 100, labelKey: 'resources.returnOrders.menu', access: 'returnOrder', screen: 'list' }],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getAllReturnOrderRequest', replyKey: 'returnRequests', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getSingleReturnOrderRequestDetails/{id}', replyKey: 'data' },
  },
});
