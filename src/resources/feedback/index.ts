/** Customer feedback (operations §2), "not gated by role" (operations §6). */
import FeedbackIcon from '@mui/icons-material/Feedback';
import { defineResource, lazyView } from '../../layout/descriptor';
import { OPERATIONS_TOASTS } from '../../layout/notifyOptions';

export const feedback = defineResource({
  name: 'feedback',
  icon: FeedbackIcon,
  labelKey: 'resources.feedback.title',
  access: ['feedback'],
  toasts: OPERATIONS_TOASTS,
  screens: {
    list: {
      path: '/feedback',
      view: lazyView(
        () => import('./FeedbackList'),
        (m) => m.FeedbackList,
      ),
      gate: 'open',
    },
  },
  menu: [{ key: 'feedback', order: 80, labelKey: 'resources.feedback.menu', access: 'feedback', screen: 'list' }],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getAllUserFeedbacks', replyKey: 'feedbacks', paging: 'client' },
  },
});
