/**
 * Wraps every page with the layout: no stored token -> "/"; otherwise the token is checked
 * (authProvider.checkAuth: checkValidtoken, then the session) with a spinner meanwhile, and a
 * failed check signs out to "/". When the admin details cannot be loaded (server down) it shows
 * the error with a retry rather than signing the admin out.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { Navigate, useAuthState, usePermissions, useTranslate } from 'react-admin';
import { CAN_ACCESS_QUERY_KEY, LOGIN_PATH, PERMISSIONS_QUERY_KEY } from '../authProvider';
import { useAdminSession } from '../authProvider/session';
import { getToken } from '../dataProvider/http';
import { useServerText } from '../i18n/useServerText';
import { PageLoading } from './PageLoading';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * True from the render after the one where `ready` was first true. react-admin works its routes out
 * again once the roles are known (an effect of its CoreAdminRoutes), which drew the whole page a
 * second time, right after its first drawing: the gate opens after that instead. It is set from a
 * microtask the effect queues, right after the effects; React draws the page in its next task (in
 * a trace, at once, with no paint in between).
 */
function useSettled(ready: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!ready || settled) return undefined;
    let live = true;
    queueMicrotask(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [ready, settled]);
  return settled;
}

export function SessionGate({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const serverText = useServerText();
  const hasToken = getToken() !== null;
  const { isPending, authenticated } = useAuthState(undefined, true, { enabled: hasToken });
  const session = useAdminSession();
  const queryClient = useQueryClient();
  const { permissions, isPending: rolesPending } = usePermissions<readonly string[]>();
  const rolesSettled = useSettled(!rolesPending);
  // the roles can change (a super admin edits their own permissions): usePermissions and the
  // canAccess answers are asked again, once per different set of roles; the roles not when they
  // already are this session's (as right after sign-in), which would only draw their readers again
  const roleKey = session.admin ? session.roles.join(' ') : undefined;
  const permissionsKey = permissions?.join(' ');
  const askedFor = useRef(roleKey);
  useEffect(() => {
    if (roleKey === undefined || roleKey === askedFor.current) return;
    askedFor.current = roleKey;
    queryClient.invalidateQueries({ queryKey: CAN_ACCESS_QUERY_KEY }).catch(() => undefined);
    if (roleKey !== permissionsKey) queryClient.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY }).catch(() => undefined);
  }, [roleKey, permissionsKey, queryClient]);

  if (!hasToken) return <Navigate to={LOGIN_PATH} replace />;
  if (isPending || !authenticated) return <PageLoading fullPage />;
  if (session.error && !session.admin) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh', p: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => session.reload().catch(() => undefined)}>
              {translate('shell.retry')}
            </Button>
          }
        >
          {translate('shell.sessionError')} {serverText(session.error.message)}
        </Alert>
      </Box>
    );
  }
  if (session.isLoading || !session.admin || !rolesSettled) return <PageLoading fullPage />;
  return <>{children}</>;
}
