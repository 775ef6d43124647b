/**
 * Settings (core §2): one page whose tabs are chosen by ?tab=; each tab is gated by its own
 * permissions (core §6 "Settings tabs", canOpenSettingsTab), checked by src/layout/routeAccess.ts.
 */
import LockIcon from '@mui/icons-material/Lock';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { canOpenSettingsTab, isSettingsTab, canRead, canWrite, hasAccess, type SettingsTab } from '../domain/permissions';
import { definePage, lazyView, linkTo } from '../layout/descriptor';

export const settings = definePage({
  name: 'settings',
  icon: SettingsIcon,
  labelKey: 'resources.settings.title',
  access: ['Setting'],
  screens: {
    page: {
      path: '/settings',
      view: lazyView(
        () => import('./SettingsPage'),
        (m) => m.SettingsPage,
      ),
      gate: 'open',
      allowsQuery: (roles, query) => {
        const tab = query.get('tab');
        return tab && isSettingsTab(tab) ? canOpenSettingsTab(roles, tab) : true;
      },
    },
  },
  menu: [
    {
      key: 'profile',
      group: 'settings',
      order: 10,
      labelKey: 'resources.settings.menuProfile',
      access: 'Profile',
      screen: 'page',
      query: 'tab=profile',
      icon: PersonIcon,
      // The profile tab also opens with readSetting / writeSetting (core §6 "Settings tabs").
      visible: (roles) => hasAccess(roles, 'Profile') || canRead(roles, 'Setting') || canWrite(roles, 'Setting'),
    },
    {
      key: 'changePassword',
      group: 'settings',
      order: 20,
      labelKey: 'resources.settings.menuChangePassword',
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
