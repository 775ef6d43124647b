/**
 * What the sign-in's two steps share (issue 62): the sign-in limits (failed passwords and failed
 * second factors count alike, per email and address and per account), and opening a session whose
 * token the admin gets. Browser-safe.
 */
import { throttleKey } from './loginThrottle';
import { ApiError, t } from '../http';
import type { Call } from '../route';
import type { RouteDeps } from '../routeDeps';
import { signAdminToken } from './jwt';
import { createSession, type SessionScope } from './sessions';

type LimitDeps = Pick<RouteDeps, 'loginThrottle' | 'accountThrottle'>;

/** Throws the 429 while the email (from this address, or from any) has failed too often. */
export async function refuseWhileThrottled(deps: LimitDeps, email: string, ip: string): Promise<void> {
  const waits = await Promise.all([deps.loginThrottle.retryAfterMs(throttleKey(email, ip)), deps.accountThrottle.retryAfterMs(email)]);
  const waitMs = Math.max(...waits);
  if (waitMs > 0) throw new ApiError(429, t('server.login.tooManyFailures', { minutes: Math.ceil(waitMs / 60_000) }));
}

export async function countFailure(deps: LimitDeps, email: string, ip: string): Promise<void> {
  await Promise.all([deps.loginThrottle.recordFailure(throttleKey(email, ip)), deps.accountThrottle.recordFailure(email)]);
}

export async function clearFailures(deps: LimitDeps, email: string, ip: string): Promise<void> {
  await Promise.all([deps.loginThrottle.reset(throttleKey(email, ip)), deps.accountThrottle.reset(email)]);
}

/**
 * Starts a session for the admin and gives its token (it expires with the session's lifetime). The
 * sign-in counts as a step-up proof for its first 5 minutes; after that the dangerous actions ask
 * for their own (POST /mfa/stepUp).
 */
export async function openSession(
  call: Pick<Call, 'db' | 'deps' | 'ip' | 'headers'>,
  admin: { id: string; tokenVersion: number },
  scope: SessionScope,
): Promise<string> {
  const { deps } = call;
  const sessionId = await createSession(call.db, deps.now(), {
    adminId: admin.id,
    userAgent: call.headers['user-agent'],
    ip: call.ip,
    scope,
  });
  // jose checks `exp` against the real clock; the session's own lifetime is checked against deps.now
  const exp = Math.floor((Date.now() + deps.sessions.maxAgeMs) / 1000);
  return signAdminToken(deps.jwtSecret, admin.id, exp, admin.tokenVersion, sessionId);
}
