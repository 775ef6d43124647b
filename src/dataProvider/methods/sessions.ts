/**
 * The admin's own sessions (issue 62, Settings > Sessions): the active ones, sign one out, or every
 * one but this. The reply shapes are the server route module's (server/routes/security/sessions.ts).
 */
import type { CustomMethodDeps } from '../customMethods';
import type { AdminSessionRow } from '../../../server/routes/security/sessions';

export type { AdminSessionRow };

export function createSessionsMethods({ request }: Pick<CustomMethodDeps, 'request'>) {
  return {
    /** GET sessions: the caller's active sessions, last seen first. */
    listSessions: async (signal?: AbortSignal): Promise<AdminSessionRow[]> =>
      (await request<{ sessions: AdminSessionRow[] }>('GET', '/api/admin/sessions', { signal })).sessions,

    /** DELETE sessions/{id}: that session's next request is refused. */
    endSession: (id: string) => request<{ current: boolean }>('DELETE', `/api/admin/sessions/${encodeURIComponent(id)}`),

    /** POST sessions/endOthers: every session of the caller but this one ends; resolves with their count. */
    endOtherSessions: () => request<{ ended: number }>('POST', '/api/admin/sessions/endOthers'),
  };
}
