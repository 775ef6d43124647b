/**
 * Custom (non-CRUD) dataProvider methods of the team area:
 * - blockTeamMember(id): PUT api/admin/blockTeam/{id}, reads `block`;
 * - decideReturnRequest(id, status): PUT api/admin/adminActioninUserReturnRequest/{id};
 * - getSecuritySettings / updateSecuritySettings(changes), resetTeamMfa(id): the team's security
 *   (issue 62, super admins; the update and the reset ask for a step-up, src/dataProvider/stepUp.ts);
 * - saveSocialProof({id?, title, video?}, onProgress): the multipart create or update with the spec's
 *   10-minute timeout; against the server over the network with upload progress (XMLHttpRequest:
 *   fetch cannot report it), through the dataProvider's own transport otherwise (QA mode's fake
 *   shop, the contract suite), where the progress jumps to 100 when the reply comes.
 */
import { HttpError } from 'react-admin';
import type { CustomMethodDeps } from '../customMethods';
import { apiRequest, apiUrl, clearToken, getToken, SUCCESS_CODE, usesServer, type ApiEnvelope } from '../http';
import { ui } from '../../i18n/en/ui';
import { interpolate } from '../../i18n/interpolate';
import { VIDEO_UPLOAD_TIMEOUT_MS } from '../../domain/socialProof';
import type { ReturnDecision } from '../../domain/returnOrder';
import type { SecuritySettings } from '../../../server/routes/security/team';

export type { SecuritySettings };

export interface SocialProofInput {
  /** absent: a new proof */
  id?: string;
  title: string;
  video?: File | null;
}

/** Sends a multipart form with XMLHttpRequest, reporting upload progress (0-100); resolves with the envelope. */
export function uploadForm(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  timeoutMs = VIDEO_UPLOAD_TIMEOUT_MS,
): Promise<ApiEnvelope & Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.ontimeout = () =>
      reject(new HttpError(interpolate(ui.notifications.timeout, { seconds: Math.round(timeoutMs / 1000) }), 408, null));
    xhr.onerror = () => reject(new HttpError(ui.notifications.network, 0, null));
    xhr.onload = () => {
      let reply: unknown;
      try {
        reply = JSON.parse(xhr.responseText);
      } catch {
        reject(new HttpError(interpolate(ui.notifications.badReply, { status: xhr.status }), xhr.status, null));
        return;
      }
      const envelope = reply as Partial<ApiEnvelope> & Record<string, unknown>;
      if (typeof envelope !== 'object' || envelope === null || typeof envelope.code !== 'number') {
        reject(new HttpError(interpolate(ui.notifications.badReply, { status: xhr.status }), xhr.status, reply));
        return;
      }
      if (envelope.code !== SUCCESS_CODE) {
        if (envelope.code === 401) clearToken();
        reject(new HttpError(String(envelope.msg || `HTTP ${envelope.code}`), envelope.code, reply));
        return;
      }
      onProgress(100);
      resolve(envelope as ApiEnvelope & Record<string, unknown>);
    };
    xhr.send(form);
  });
}

/** A call's method and path, named together (the endpoint-list test reads them side by side). */
const endpoint = <M extends 'POST' | 'PUT'>(method: M, path: string) => ({ method, path });

export function createTeamMethods({ request, cache }: CustomMethodDeps) {
  return {
    /** Toggles a team member's block; resolves with the new state. */
    async blockTeamMember(id: string): Promise<{ block: boolean; msg: string }> {
      try {
        const reply = await request<{ block: boolean }>('PUT', `api/admin/blockTeam/${encodeURIComponent(id)}`);
        return { block: Boolean(reply.block), msg: reply.msg };
      } finally {
        cache.invalidate('team');
      }
    },

    /** GET securitySettings: whether every admin needs a second factor, and the four-eyes threshold. */
    getSecuritySettings: (signal?: AbortSignal): Promise<SecuritySettings> =>
      request<SecuritySettings>('GET', '/api/admin/securitySettings', { signal }),

    /** PUT securitySettings with the settings that change; resolves with all of them. */
    updateSecuritySettings: (changes: Partial<SecuritySettings>): Promise<SecuritySettings> =>
      request<SecuritySettings>('PUT', '/api/admin/securitySettings', { body: changes }),

    /** PUT resetTeamMfa/{id}: drops the member's second factors and ends their sessions. */
    async resetTeamMfa(id: string): Promise<{ email: string; endedSessions: number; msg: string }> {
      try {
        return await request<{ email: string; endedSessions: number }>('PUT', `/api/admin/resetTeamMfa/${encodeURIComponent(id)}`);
      } finally {
        cache.invalidate('team');
      }
    },

    /** Approves or rejects a pending return request; resolves with resultData.msg, throws on resultData.code != 200. */
    async decideReturnRequest(id: string, status: ReturnDecision): Promise<{ msg: string }> {
      try {
        const reply = await request<{ resultData?: { code?: number; msg?: string } }>(
          'PUT',
          `api/admin/adminActioninUserReturnRequest/${encodeURIComponent(id)}`,
          { body: { id, status } },
        );
        // operations §7: the decision's outcome is resultData {code, msg}; a 200 envelope whose
        // resultData.code is not 200 is a refusal and must not be shown as a success
        const result = reply.resultData;
        if (result && typeof result.code === 'number' && result.code !== SUCCESS_CODE) {
          throw new HttpError(result.msg || reply.msg, result.code, reply);
        }
        return { msg: result?.msg || reply.msg };
      } finally {
        cache.invalidate('returnOrders');
      }
    },

    /** Creates (no id) or updates a social proof as multipart title + optional video. */
    async saveSocialProof(input: SocialProofInput, onProgress: (percent: number) => void = () => undefined): Promise<{ msg: string }> {
      const form = new FormData();
      form.append('title', input.title);
      if (input.video) form.append('video', input.video, input.video.name);
      const { method, path } = input.id
        ? endpoint('PUT', `/api/admin/updateSocialProof/${encodeURIComponent(input.id)}`)
        : endpoint('POST', '/api/admin/createSocialProof');
      try {
        if (request === apiRequest && usesServer()) return { msg: (await uploadForm(method, path, form, onProgress)).msg };
        const reply = await request(method, path, { formData: form, timeoutMs: VIDEO_UPLOAD_TIMEOUT_MS });
        onProgress(100);
        return { msg: reply.msg };
      } finally {
        cache.invalidate('socialProofs');
      }
    },
  };
}
