/** Team members (operations §2 Team Management): list, add and update; super admins only (operations §6). */
import GroupIcon from '@mui/icons-material/Group';
import { canManageTeam, isSuper } from '../../domain/permissions';
import { defineResource, lazyView } from '../descriptor';

const gate = { modules: [], allows: canManageTeam };

export const team = defineResource({
  name: 'team',
  icon: GroupIcon,
  labelKey: 'team.members.title',
  recordRepresentation: 'email',
  access: [],
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
  menu: [{ key: 'team', labelKey: 'menu.team', access: 'TeamManagement', screen: 'list', visible: isSuper }],
});
