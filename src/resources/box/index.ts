/** Boxes (core §2 Game Management): the list and the odds editor (create and edit). */
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { defineResource, formScreens, lazyView } from '../descriptor';

const editor = lazyView(
  () => import('./oddsEditor/BoxOddsEditorPage'),
  (m) => m.BoxOddsEditorPage,
);

export const box = defineResource({
  name: 'box',
  icon: CardGiftcardIcon,
  labelKey: 'catalog.box.listTitle',
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
  },
  menu: [{ key: 'box', labelKey: 'menu.boxList', access: 'Box', screen: 'list' }],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getBox', replyKey: 'box', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getBoxDetailById/{id}', replyKey: 'boxData' },
    delete: { method: 'DELETE', path: 'api/admin/deleteBox/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedBox' },
  },
});
