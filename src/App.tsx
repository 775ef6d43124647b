/**
 * The admin: react-admin's <Admin>, spelled out as its two halves (AdminContext and CoreAdminUI
 * with MUI's baseline and our toasts) so that react-admin's own login page and its form code, which
 * we never show, stay out of the bundle. Routes and resources on a browser router (real URLs, no hash).
 * Declarations only; behaviour lives in authProvider, dataProvider, layout and the screens.
 * "/" is the login (no layout); every other page comes from the descriptors (src/resources/registry.tsx)
 * and goes through the session gate and the route guard of src/layout/Layout.tsx.
 */
import { useState } from 'react';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { CssBaseline } from '@mui/material';
import { AuthenticationError, CoreAdminUI, CustomRoutes, Error as ErrorPage, NotFound, type TitleComponent } from 'react-admin';
import { LOGIN_PATH, createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { AccessDeniedRedirect } from './layout/AccessDeniedRedirect';
import { AdminProviders } from './layout/AdminProviders';
import { adminStore } from './layout/adminStore';
import { Layout } from './layout/Layout';
import { LoginRoute } from './layout/LoginRoute';
import { PageLoading } from './layout/PageLoading';
import { Toasts } from './layout/Toasts';
import { ShellProvider } from './layout/shell';
import { StaticResourceDefinitions } from './layout/StaticResourceDefinitions';
import { ACCESS, ENDPOINTS, adminChildren } from './resources/registry';
import { prefetchDashboard } from './dashboard/prefetch';
import { ADMIN_SHELL, RESOURCE_DEFINITIONS } from './adminShell';

/** Started by the entry while the login form waits (src/main.tsx). */
export { warmUpAdmin } from './adminShell';

/** A sign-in on "/" starts the dashboard's first calls at once, as on the entry's login screen. */
const prefetchHome = () => void prefetchDashboard('');

const FullPageLoading = () => <PageLoading fullPage />;

/** react-admin's "not found" page, given the admin's title when it is text (as <Admin> does). */
function NotFoundPage({ title }: { title?: TitleComponent }) {
  return <NotFound title={typeof title === 'string' ? title : undefined} />;
}

/** The admin's providers, over the descriptors' endpoint table: the layers below import no entity. */
export const authProvider = createAuthProvider({ access: ACCESS });
export const dataProvider = createDataProvider({ endpoints: ENDPOINTS });

/** What react-admin's <Admin> keeps its preferences in (theme, locale, list params), as before. */
const store = adminStore();

/**
 * react-admin's query client, as <Admin> makes it, but its auth check is not asked again each
 * time a page opens or the window gets the focus. Our checkAuth only looks at the stored token and
 * the session it already has (the first check of a page load asks the server), yet each new ask
 * drew the router and the whole layout again twice, as its fetching state changed: about 260
 * components when a list opens. A token that goes away is still noticed: the session gate reads
 * it on every render, and the server refuses the next call (401 signs out).
 */
function createQueryClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: Infinity });
  return client;
}

export function AdminApp() {
  // one per mount, like <Admin>'s own (a test's next App starts with no answers kept)
  const [queryClient] = useState(createQueryClient);
  return (
    <AdminProviders queryClient={queryClient} authProvider={authProvider} dataProvider={dataProvider} store={store}>
      <ShellProvider value={ADMIN_SHELL}>
        <CssBaseline enableColorScheme>
          <StaticResourceDefinitions definitions={RESOURCE_DEFINITIONS}>
            <CoreAdminUI
              title="Mystery Box Admin"
              disableTelemetry
              layout={Layout}
              loginPage={false}
              authCallbackPage={false}
              loading={FullPageLoading}
              accessDenied={AccessDeniedRedirect}
              authenticationError={AuthenticationError}
              catchAll={NotFoundPage}
              error={ErrorPage}
            >
              <CustomRoutes noLayout>
                <Route path={LOGIN_PATH} element={<LoginRoute onSignedIn={prefetchHome} />} />
              </CustomRoutes>
              {adminChildren()}
            </CoreAdminUI>
          </StaticResourceDefinitions>
          <Toasts />
        </CssBaseline>
      </ShellProvider>
    </AdminProviders>
  );
}

export default function App() {
  // created on mount, not on import: the bundle may be prefetched while the login is on "/"
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp /> }]));
  return <RouterProvider router={router} />;
}
