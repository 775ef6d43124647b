/**
 * What react-admin's access checks show when they refuse (its /access-denied route): the spec has no
 * "Access denied" page, a refused admin is shown the dashboard (operations §6), as RouteGuard does.
 */
import { Navigate } from 'react-admin';
import { HOME_PATH } from './routeAccess';

export function AccessDeniedRedirect() {
  return <Navigate to={HOME_PATH} replace />;
}
