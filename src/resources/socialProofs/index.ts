/** Winners' social-proof videos (operations §2): list and create/edit form, "not gated by role". */
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { defineResource, formScreens, lazyView } from '../../layout/descriptor';
import { OPERATIONS_TOASTS } from '../../layout/notifyOptions';

const form = lazyView(
  () => import('./SocialProofForm'),
  (m) => m.SocialProofForm,
);

export const socialProofs = defineResource({
  name: 'socialProofs',
  icon: EmojiEventsIcon,
  labelKey: 'resources.socialProofs.title',
  recordRepresentation: 'title',
  access: ['winnerSocialProof'],
  toasts: OPERATIONS_TOASTS,
  screens: {
    list: {
      path: '/winners-social-proof',
      view: lazyView(
        () => import('./SocialProofList'),
        (m) => m.SocialProofList,
      ),
      gate: 'open',
    },
    ...formScreens('/create-social-proof', form, 'open'),
  },
  menu: [{ key: 'socialProof', order: 90, labelKey: 'resources.socialProofs.menu', access: 'winnerSocialProof', screen: 'list' }],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getAllSocialProofs', replyKey: 'socialProofs', paging: 'client' },
    one: { method: 'GET', path: '/api/admin/getSocialProofById/{id}', replyKey: 'data' },
    delete: { method: 'DELETE', path: 'api/admin/deleteSocialProof/{id}' },
  },
});
