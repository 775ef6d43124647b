/**
 * Boxes (core §2 Game Management): the list, the odds editor (create and edit) and the play view
 * (/box-play: the boxes as players see them, from getPlayBox), opened from the list with the boxes' access.
 */
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { defineResource, formScreens, lazyView } from '../../layout/descriptor';

const editor = lazyView(
  () => import('./oddsEditor/BoxOddsEditorPage'),
  (m) => m.BoxOddsEditorPage,
);

export const box = defineResource({
  name: 'box',
  icon: CardGiftcardIcon,
  labelKey: 'resources.box.listTitle',
  recordRepresentation: 'name',
  access: ['Box'],
  screens: {
    list: {
      path: '/box-list',
      view: lazyView(
        () => import('./BoxList'),
        (m) => m.BoxList,
      ),
    },
    ...formScreens('/create-box', editor),
    play: {
      path: '/box-play',
      view: lazyView(
        () => import('./BoxPlayPage'),
        (m) => m.BoxPlayPage,
      ),
    },
  },
  menu: [{ key: 'box', group: 'gameManagement', order: 10, labelKey: 'resources.box.menu', access: 'Box', screen: 'list' }],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getBox', replyKey: 'box', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getBoxDetailById/{id}', replyKey: 'boxData' },
    delete: { method: 'DELETE', path: 'api/admin/deleteBox/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedBox' },
  },
});
