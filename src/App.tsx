/**
 * The admin: <Admin> with its routes and resources, on a browser router (real URLs, no hash).
 * Declarations only; behaviour lives in authProvider, dataProvider, layout and the screens.
 * "/" is the login (no layout); every other page comes from the descriptors (src/resources/registry.tsx)
 * and goes through the session gate and the route guard of src/layout/Layout.tsx.
 */
import { useState } from 'react';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { Admin, CustomRoutes } from 'react-admin';
import { LOGIN_PATH, authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { AccessDeniedRedirect } from './layout/AccessDeniedRedirect';
import { Layout } from './layout/Layout';
import { LoginRoute } from './layout/LoginRoute';
import { PageLoading } from './layout/PageLoading';
import { darkTheme, lightTheme } from './layout/theme';
import { Toasts } from './layout/Toasts';
import { adminChildren } from './resources/registry';

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
      {adminChildren()}
    </Admin>
  );
}

export default function App() {
  // created on mount, not on import: the bundle may be prefetched while the login is on "/"
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp /> }]));
  return <RouterProvider router={router} />;
}
