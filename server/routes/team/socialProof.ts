/**
 * Social proofs (operations §7): getAllSocialProofs, getSocialProofById/{id}, deleteSocialProof/{id},
 * createSocialProof and updateSocialProof/{id} (multipart: title and optional video).
 * The video is streamed into the uploads store's social-proofs folder while its first bytes are
 * checked (src/domain/socialProof.ts sniffVideoKind) and its size counted; a refused upload
 * (wrong content, over 100 MB, missing title) leaves no file behind.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { ApiError, idParams, say, t, apiRow } from '../../http';
import { okReply, record, records } from '../../replySchema';
import { route, type Call, type FormPart } from '../../route';
import type { UploadStore, UploadWriter } from '../../routeDeps';
import {
  VIDEO_FILE_EXTENSION,
  VIDEO_MAX_BYTES,
  VIDEO_SNIFF_BYTES,
  contentMatches,
  declaredVideoKind,
  sniffVideoKind,
  socialProofErrors,
  type VideoKind,
} from '../../../src/domain/socialProof';
import { SOCIAL_PROOF_DELETE, SOCIAL_PROOF_READ, SOCIAL_PROOF_WRITE } from '../../../src/domain/supportAccess';

// reading: read, write or del; create and edit: write; delete: del only (src/domain/supportAccess.ts)
const READ = SOCIAL_PROOF_READ;
const WRITE = SOCIAL_PROOF_WRITE;
const DELETE = SOCIAL_PROOF_DELETE;
const COLUMNS = ['id', 'title', 'name', 'video', 'createdAt', 'updatedAt'] as const;
/** the uploads store's folder of the videos */
const FOLDER = 'social-proofs';

interface ReceivedForm {
  title: string | undefined;
  /** the stored file's URL, when a video was sent and accepted */
  video: string | null;
}

type FilePart = Extract<FormPart, { type: 'file' }>;

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** Writes one uploaded file through `out`, checking its content and size; discards it and throws when refused. */
async function storeVideo(file: FilePart, out: UploadWriter): Promise<string> {
  const declared = declaredVideoKind(file.filename, file.mimetype);
  let head: Uint8Array = new Uint8Array(0);
  let sniffed: VideoKind | null = null;
  let refused = declared === null;
  try {
    for await (const chunk of file.chunks) {
      if (!refused && head.length < VIDEO_SNIFF_BYTES) {
        head = concat(head, chunk);
        if (head.length >= VIDEO_SNIFF_BYTES) {
          sniffed = sniffVideoKind(head);
          refused = declared === null || !contentMatches(declared, sniffed);
        }
      }
      // a refused file is read to its end (so the request completes) but no longer written
      if (!refused) await out.write(chunk);
    }
    if (file.truncated()) throw new ApiError(413, `video: ${t('resources.socialProofs.tooLarge')}`);
    if (head.length < VIDEO_SNIFF_BYTES) refused = true;
    if (refused || declared === null || sniffed === null) throw new ApiError(415, `video: ${t('resources.socialProofs.unsupportedType')}`);
    return await out.commit(VIDEO_FILE_EXTENSION[sniffed]);
  } catch (err) {
    await out.discard();
    throw err;
  }
}

/** Reads the multipart form: the title field and at most one video (other files are drained and ignored). */
async function receiveForm(call: Call): Promise<ReceivedForm> {
  if (!call.isMultipart) throw new ApiError(415, t('resources.socialProofs.notMultipart'));
  const { uploads } = call.deps;
  const form: ReceivedForm = { title: undefined, video: null };
  try {
    for await (const part of call.form({ fileSize: VIDEO_MAX_BYTES, files: 1 })) {
      if (part.type === 'field') {
        if (part.name === 'title') form.title = part.value;
      } else if (part.name === 'video' && form.video === null && part.filename) {
        const out = await uploads.begin(FOLDER);
        if (!out) throw new ApiError(503, t('resources.socialProofs.noUploads'));
        form.video = await storeVideo(part, out);
      } else {
        for await (const _chunk of part.chunks) {
          // read to its end and ignored
        }
      }
    }
  } catch (err) {
    await uploads.remove(form.video);
    if (err instanceof ApiError) throw err;
    const status = typeof err === 'object' && err !== null && 'statusCode' in err ? Number(err.statusCode) : 500;
    if (status === 413) throw new ApiError(413, `video: ${t('resources.socialProofs.tooLarge')}`);
    throw err;
  }
  return form;
}

/** The form's rules (title, video for a new proof); a refused form removes the video it carried. */
async function checkForm(form: ReceivedForm, isNew: boolean, uploads: UploadStore): Promise<string> {
  const errors = socialProofErrors({ title: form.title ?? '', hasVideo: form.video !== null, isNew });
  const first = Object.entries(errors)[0];
  if (first) {
    await uploads.remove(form.video);
    throw new ApiError(400, `${first[0]}: ${say(first[1])}`);
  }
  const title = (form.title ?? '').trim();
  if (title.length > 200) {
    await uploads.remove(form.video);
    throw new ApiError(400, `title: ${t('server.validation.tooLong', { maximum: 200 })}`);
  }
  return title;
}

async function findProof(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('social_proofs').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, t('resources.socialProofs.notFound'));
  return row;
}

export const routes = [
  route({
    method: 'GET',
    url: '/getAllSocialProofs',
    access: { anyOf: READ },
    schema: { response: { 200: okReply({ socialProofs: records }) } },
    handler: async ({ db }) => {
      const rows = await db.selectFrom('social_proofs').select(COLUMNS).orderBy('createdAt', 'desc').orderBy('id').execute();
      return { msg: t('resources.socialProofs.list'), socialProofs: rows.map(apiRow) };
    },
  }),

  route({
    method: 'GET',
    url: '/getSocialProofById/:id',
    access: { anyOf: READ },
    schema: { params: idParams, response: { 200: okReply({ data: record }) } },
    handler: async ({ db, params }) => ({ msg: t('resources.socialProofs.title'), data: apiRow(await findProof(db, params.id)) }),
  }),

  route({
    method: 'POST',
    url: '/createSocialProof',
    access: { anyOf: WRITE },
    schema: { response: { 200: okReply({ data: record, title: z.string() }) } },
    bodyLimit: VIDEO_MAX_BYTES + 1_048_576,
    activity: {
      module: 'SocialProof',
      action: 'create',
      describe: (_call, result) => t('resources.socialProofs.log.created', { title: String(result.title) }),
    },
    handler: async (call) => {
      const form = await receiveForm(call);
      const title = await checkForm(form, true, call.deps.uploads);
      const row = await call.db
        .insertInto('social_proofs')
        .values({ title, name: call.admin.firstname, video: form.video })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return { msg: t('resources.socialProofs.created'), data: apiRow(row), title };
    },
  }),

  route({
    method: 'PUT',
    url: '/updateSocialProof/:id',
    access: { anyOf: WRITE },
    schema: { params: idParams, response: { 200: okReply({ data: record, title: z.string() }) } },
    bodyLimit: VIDEO_MAX_BYTES + 1_048_576,
    activity: {
      module: 'SocialProof',
      action: 'update',
      describe: (_call, result) => t('resources.socialProofs.log.updated', { title: String(result.title) }),
    },
    handler: async (call) => {
      const { db, params, deps } = call;
      const { id } = params;
      const form = await receiveForm(call);
      let existing;
      try {
        existing = await findProof(db, id);
      } catch (err) {
        await deps.uploads.remove(form.video);
        throw err;
      }
      const title = await checkForm(form, false, deps.uploads);
      const video = form.video ?? existing.video;
      const row = await db
        .updateTable('social_proofs')
        .set({ title, video, updatedAt: new Date() })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      if (form.video && existing.video !== form.video) await deps.uploads.remove(existing.video);
      return { msg: t('resources.socialProofs.updated'), data: apiRow(row), title };
    },
  }),

  route({
    method: 'DELETE',
    url: '/deleteSocialProof/:id',
    access: { anyOf: DELETE },
    schema: { params: idParams, response: { 200: okReply({ title: z.string() }) } },
    activity: {
      module: 'SocialProof',
      action: 'delete',
      describe: (_call, result) => t('resources.socialProofs.log.removed', { title: String(result.title) }),
    },
    handler: async ({ db, params, deps }) => {
      const row = await db.deleteFrom('social_proofs').where('id', '=', params.id).returning(['title', 'video']).executeTakeFirst();
      if (!row) throw new ApiError(404, t('resources.socialProofs.notFound'));
      await deps.uploads.remove(row.video);
      return { msg: t('resources.socialProofs.deleted'), title: row.title };
    },
  }),
];
