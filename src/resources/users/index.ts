/**
 * The shop's users (core §2, operations §2): the list, the create/edit form, the profile page, and
 * core §7's demo table (/data-table), a users table gated like the list.
 */
import PeopleIcon from '@mui/icons-material/People';
import { canWrite } from '../../domain/permissions';
import { anyOf, defineResource, formScreens, lazyView } from '../descriptor';

const form = lazyView(
  () => import('./UserForm'),
  (m) => m.UserFormPage,
);
// "Product permissions (as gated)" copies the product gate onto the user form; the form creates
// and edits users, which core §6 puts under writeUsers. We gate it by writeUsers.
const formGate = { modules: ['Users'], allows: (roles: readonly string[]) => canWrite(roles, 'Users') };
// The table says Profile; the page is a shop user's profile opened from the Users list, so Users
// permissions open it too.

export const users = defineResource({
  name: 'users',
  icon: PeopleIcon,
  labelKey: 'users.list.title',
  recordRepresentation: 'username',
  access: ['Users'],
  screens: {
    list: {
      path: '/users/list-user',
      view: lazyView(
        () => import('./UserList'),
        (m) => m.UserList,
      ),
    },
    ...formScreens('/users/create-user', form, formGate),
    show: {
      path: '/user-profile-details',
      view: lazyView(
        () => import('./profile/UserProfilePage'),
        (m) => m.UserProfilePage,
      ),
      gate: anyOf(['Profile', 'Users']),
    },
    dataTable: {
      path: '/data-table',
      view: lazyView(
        () => import('./DataTablePage'),
        (m) => m.DataTablePage,
      ),
    },
  },
  menu: [{ key: 'users', labelKey: 'menu.userList', access: 'Users', screen: 'list' }],
});
