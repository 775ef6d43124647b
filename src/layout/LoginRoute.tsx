/**
 * "/" inside the admin (after a logout, or a reload of "/"): the light login screen signed in
 * through react-admin's useLogin, then /dashboard. With a stored token, straight to /dashboard.
 * As on the first login screen (src/main.tsx), a sign-in starts what the first page reads at once
 * (`onSignedIn`, given by App: the dashboard's stats) rather than once it has drawn.
 */
import { Navigate, useLogin } from 'react-admin';
import type { SignInParams } from '../authProvider/signIn';
import { getToken } from '../dataProvider/http';
import { Login } from './Login';
import { HOME_PATH } from './routeAccess';

export function LoginRoute({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useLogin();
  if (getToken()) return <Navigate to={HOME_PATH} replace />;
  return <Login signIn={(params: SignInParams) => login(params, HOME_PATH)} onSignedIn={onSignedIn} />;
}
