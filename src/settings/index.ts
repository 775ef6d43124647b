/**
 * Settings (core §2): one page whose tabs are chosen by ?tab=; each tab is gated by its own
 * permissions (core §6 "Settings tabs", canOpenSettingsTab), checked by src/layout/routeAccess.ts.
 */
import LockIcon from '@mui/icons-material/Lock';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { canRead, canWrite, hasAccess, type SettingsTab } from '../domain/permissions';
import { definePage, lazyView, linkTo } from '../resources/descriptor';

export const settings = definePage({
  name: 'settings',
  icon: SettingsIcon,
  labelKey: 'users.settings.title',
  access: ['Setting'],
  screens: {
    page: {
      path: '/settings',
      view: lazyView(
        () => import('./SettingsPage'),
        (m) => m.SettingsPage,
      ),
      gate: 'open',
    },
  },
  menu: [
    {
      key: 'profile',
      labelKey: 'menu.profile',
      access: 'Profile',
      screen: 'page',
      query: 'tab=profile',
      icon: PersonIcon,
      // The profile tab also opens with readSetting / writeSetting (core §6 "Settings tabs").
      visible: (roles) => hasAccess(roles, 'Profile') || canRead(roles, 'Setting') || canWrite(roles, 'Setting'),
    },
    {
      key: 'changePassword',
      labelKey: 'menu.changePassword',
      access: 'ChangePassword',
      screen: 'page',
      query: 'tab=changePassword',
      icon: LockIcon,
    },
  ],
});

/** The settings page opened at one tab. */
export function settingsTabLink(tab: SettingsTab): string {
  return linkTo(settings, 'page', undefined, `tab=${tab}`);
}
