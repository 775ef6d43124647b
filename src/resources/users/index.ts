/**
 * The shop's users (core §2, operations §2): the list, the create/edit form, the profile page, and
 * core §7's demo table (/data-table), a users table gated like the list.
 */
import PeopleIcon from '@mui/icons-material/People';
import { canWrite } from '../../domain/permissions';
import { anyOf, defineResource, formScreens, lazyView } from '../../layout/descriptor';
import type { Row } from '../../dataProvider/listCache';

/** The fields the user form sends; the username only on create (it is disabled on edit). */
function userBody(data: Row, mode: 'create' | 'update'): Row {
  const body: Row = { firstname: data.firstname, lastname: data.lastname, email: data.email, mobile: data.mobile };
  if (mode === 'create') body.username = data.username;
  return body;
}

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
  labelKey: 'resources.users.list.title',
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
  menu: [{ key: 'users', order: 40, labelKey: 'resources.users.menu', access: 'Users', screen: 'list' }],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getUserData', replyKey: 'userList', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getUserDetailById/{id}', replyKey: 'userData' },
    create: { method: 'POST', path: '/api/admin/registerUser', replyKey: 'userData' },
    update: { method: 'PUT', path: '/api/admin/editUserData/{id}', replyKey: 'userData' },
    delete: { method: 'DELETE', path: 'api/admin/removeUser/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedUsers' },
    toBody: userBody,
  },
});
