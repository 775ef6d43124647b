/** Team members (operations §2 Team Management): list, add and update; super admins only (operations §6). */
import GroupIcon from '@mui/icons-material/Group';
import { canManageTeam, isSuper } from '../../domain/permissions';
import { defineResource, lazyView } from '../../layout/descriptor';
import type { Row } from '../../dataProvider/listCache';
import { OPERATIONS_TOASTS } from '../../layout/notifyOptions';

function withoutIds(data: Row): Row {
  const body: Row = { ...data };
  delete body.id;
  delete body._id;
  return body;
}

const gate = { modules: [], allows: canManageTeam };

export const team = defineResource({
  name: 'team',
  icon: GroupIcon,
  labelKey: 'resources.team.members.title',
  recordRepresentation: 'email',
  access: [],
  toasts: OPERATIONS_TOASTS,
  screens: {
    list: {
      path: '/team-management',
      view: lazyView(
        () => import('./TeamList'),
        (m) => m.TeamList,
      ),
      gate,
    },
    create: {
      path: '/addTeam',
      view: lazyView(
        () => import('./TeamForm'),
        (m) => m.AddTeam,
      ),
      gate,
    },
    edit: {
      path: '/updateTeam',
      view: lazyView(
        () => import('./TeamForm'),
        (m) => m.UpdateTeam,
      ),
      gate,
    },
  },
  // The team screens are super only (operations §6), whatever the member holds.
  menu: [
    {
      key: 'team',
      group: 'teamManagement',
      order: 10,
      labelKey: 'resources.team.menu',
      access: 'TeamManagement',
      screen: 'list',
      visible: isSuper,
    },
  ],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getAllTeamsData', replyKey: 'teams', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getTeamDetailById?userId={id}', replyKey: 'teamData' },
    create: { method: 'POST', path: 'api/admin/addTeam', replyKey: 'data' },
    update: { method: 'PUT', path: 'api/admin/updateTeamData', replyKey: 'data' },
    delete: { method: 'DELETE', path: 'api/admin/RemoveTeam/{id}' },
    deleteMany: { method: 'DELETE', path: 'api/admin/deleteSelectedTeams' },
    // updateTeamData names the member in the body (userId), not in the path
    toBody: (data, mode) => (mode === 'update' ? { ...withoutIds(data), userId: data.userId ?? data.id } : withoutIds(data)),
  },
});
