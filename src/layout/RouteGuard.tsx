/**
 * Applies the route gating to every page inside the layout, including the pages later issues
 * add: a location the admin's roles cannot open sends them to /dashboard.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-admin';
import { useAdminSession } from '../authProvider/session';
import { HOME_PATH, canOpenLocation } from './routeAccess';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { roles } = useAdminSession();
  if (!canOpenLocation(roles, pathname, search)) return <Navigate to={HOME_PATH} replace />;
  return <>{children}</>;
}
