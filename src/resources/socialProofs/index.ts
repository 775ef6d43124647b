/** Winners' social-proof videos (operations §2): list and create/edit form, "not gated by role". */
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { defineResource, lazyView } from '../descriptor';

const FORM = '/create-social-proof';
const form = lazyView(
  () => import('./SocialProofForm'),
  (m) => m.SocialProofForm,
);

export const socialProofs = defineResource({
  name: 'socialProofs',
  icon: EmojiEventsIcon,
  labelKey: 'team.socialProof.title',
  recordRepresentation: 'title',
  access: ['winnerSocialProof'],
  screens: {
    list: {
      path: '/winners-social-proof',
      view: lazyView(
        () => import('./SocialProofList'),
        (m) => m.SocialProofList,
      ),
      gate: 'open',
    },
    create: { path: FORM, view: form, gate: 'open' },
    edit: { path: FORM, view: form, gate: 'open' },
  },
  menu: [{ key: 'socialProof', labelKey: 'menu.socialProof', access: 'winnerSocialProof', screen: 'list' }],
});
