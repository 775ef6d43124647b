/** Helpers of the catalog server tests: multipart bodies and JSON calls through app.inject. */
import type { TestServer } from './helpers';
import { bearer, envelope, type Envelope } from './helpers';

export interface UploadFile {
  field?: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data payload (fields as text, files as parts) with its content type. */
export async function multipart(fields: Record<string, string>, files: UploadFile[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
}

export function api(server: TestServer, token: string) {
  return {
    async json(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = token): Promise<Envelope> {
      return envelope(
        await server.app.inject({ method, url, headers: bearer(auth), ...(payload !== undefined ? { payload: payload as object } : {}) }),
      );
    },
    async form(
      method: 'POST' | 'PUT',
      url: string,
      fields: Record<string, string>,
      files: UploadFile[] = [],
      auth = token,
    ): Promise<Envelope> {
      const body = await multipart(fields, files);
      return envelope(
        await server.app.inject({ method, url, headers: { ...bearer(auth), 'content-type': body.contentType }, payload: body.payload }),
      );
    },
  };
}

export async function lastActivity(server: TestServer) {
  return server.db.selectFrom('activity_logs').selectAll().orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
}

export async function activityCount(server: TestServer): Promise<number> {
  const row = await server.db
    .selectFrom('activity_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
