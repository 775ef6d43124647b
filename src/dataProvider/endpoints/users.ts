/** Endpoint rows of the users area (see ../endpoints.ts for the row shape); core §7 users rows. */
import type { EndpointTable } from '../endpoints';
import type { Row } from '../listCache';

/** The fields the user form sends; the username only on create (it is disabled on edit). */
function userBody(data: Row, mode: 'create' | 'update'): Row {
  const body: Row = { firstname: data.firstname, lastname: data.lastname, email: data.email, mobile: data.mobile };
  if (mode === 'create') body.username = data.username;
  return body;
}

export const usersEndpoints: EndpointTable = {
  users: {
    access: 'Users',
    list: { method: 'GET', path: 'api/admin/getUserData', replyKey: 'userList', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getUserDetailById/{id}', replyKey: 'userData' },
    create: { method: 'POST', path: '/api/admin/registerUser', replyKey: 'userData' },
    update: { method: 'PUT', path: '/api/admin/editUserData/{id}', replyKey: 'userData' },
    delete: { method: 'DELETE', path: 'api/admin/removeUser/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedUsers' },
    toBody: userBody,
  },
};
