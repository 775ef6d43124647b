/**
 * The dashboard (core §2) and its demo screens, Reports and the invoice list: pages of no entity,
 * "not gated by role" (operations §6). The dashboard is always in the menu.
 */
import DashboardIcon from '@mui/icons-material/Dashboard';
import { definePage, lazyView } from '../layout/descriptor';
import { HOME_PATH } from '../shellPaths';
import { Dashboard } from './Dashboard';

export const dashboard = definePage({
  name: 'dashboard',
  icon: DashboardIcon,
  labelKey: 'menu.dashboard',
  access: ['Dashboard'],
  screens: {
    // not lazy: the first page after sign-in
    home: { path: HOME_PATH, view: Dashboard, gate: 'open' },
    reports: {
      path: '/reports/report',
      view: lazyView(
        () => import('./ReportsPage'),
        (m) => m.ReportsPage,
      ),
      gate: 'open',
    },
    invoices: {
      path: '/invoice',
      view: lazyView(
        () => import('./InvoiceListPage'),
        (m) => m.InvoiceListPage,
      ),
      gate: 'open',
    },
  },
  menu: [{ key: 'dashboard', order: 10, labelKey: 'menu.dashboard', access: 'Dashboard', screen: 'home', visible: () => true }],
});
