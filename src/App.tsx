/**
 * The admin: <Admin> with its routes and resources, on a browser router (real URLs, no hash).
 * Declarations only; behaviour lives in authProvider, dataProvider, layout and the screens.
 * "/" is the login (no layout); every page with the layout goes through the session gate and the
 * route guard of src/layout/Layout.tsx.
 */
import { useState } from 'react';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { Admin, CustomRoutes } from 'react-admin';
import { LOGIN_PATH, authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { AccessDeniedRedirect } from './layout/AccessDeniedRedirect';
import { Layout } from './layout/Layout';
import { LoginRoute } from './layout/LoginRoute';
import { PageLoading } from './layout/PageLoading';
import { HOME_PATH } from './layout/routeAccess';
import { darkTheme, lightTheme } from './layout/theme';
import { Toasts } from './layout/Toasts';
import { catalogRoutes } from './resources/catalog/routes';
import { usersRoutes } from './resources/users/routes';
import { dashboardRoutes } from './resources/dashboard/routes';
import { profitRoutes } from './resources/profit/routes';
import { teamRoutes } from './resources/team/routes';

const FullPageLoading = () => <PageLoading fullPage />;

export function AdminApp() {
  return (
    <Admin
      title="Mystery Box Admin"
      disableTelemetry
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      theme={lightTheme}
      darkTheme={darkTheme}
      loginPage={false}
      authCallbackPage={false}
      notification={Toasts}
      loading={FullPageLoading}
      accessDenied={AccessDeniedRedirect}
    >
      <CustomRoutes noLayout>
        <Route path={LOGIN_PATH} element={<LoginRoute />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path={HOME_PATH} element={<Dashboard />} />
      </CustomRoutes>
      {catalogRoutes}
      {usersRoutes}
      {dashboardRoutes}
      {profitRoutes}
      {teamRoutes}
    </Admin>
  );
}

export default function App() {
  // created on mount, not on import: the bundle may be prefetched while the login is on "/"
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp /> }]));
  return <RouterProvider router={router} />;
}
