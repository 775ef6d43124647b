/**
 * Applies the route gating to every page inside the layout: a location the admin's roles cannot
 * open sends them to /dashboard. It waits for the roles (authProvider.getPermissions) first; the
 * pages below ask react-admin's canAccess, which the authProvider answers from the same roles.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation, usePermissions } from 'react-admin';
import { PageLoading } from './PageLoading';
import { HOME_PATH, canOpenLocation } from './routeAccess';
import { useShell } from './shell';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { permissions, isPending } = usePermissions<readonly string[]>();
  const { access } = useShell();
  if (isPending || !permissions) return <PageLoading />;
  if (!canOpenLocation(access, permissions, pathname, search)) return <Navigate to={HOME_PATH} replace />;
  return <>{children}</>;
}
