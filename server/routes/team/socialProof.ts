/**
 * Social proofs (operations §7): getAllSocialProofs, getSocialProofById/{id}, deleteSocialProof/{id},
 * createSocialProof and updateSocialProof/{id} (multipart: title and optional video).
 * The video is streamed to disk under DATA_DIR/uploads/social-proofs while its first bytes are
 * checked (src/domain/socialProof.ts sniffVideoKind) and its size counted; a refused upload
 * (wrong content, over 100 MB, missing title) leaves no file behind.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app';
import { defineRoute } from '../../defineRoute';
import type { Database } from '../../db/schema';
import { ApiError, idParams, say, t, apiRow } from '../../http';
import { z } from 'zod';
import { okReply, record, records } from '../../routeSchema';
import { multipartError, multipartParts } from '../../multipart';
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
const URL_PREFIX = '/uploads/social-proofs/';

interface ReceivedForm {
  title: string | undefined;
  /** the stored file's URL, when a video was sent and accepted */
  video: string | null;
}

/** Writes one uploaded file to `dir`, checking its content and size; removes it and throws when refused. */
async function storeVideo(file: MultipartFile, dir: string): Promise<string> {
  const declared = declaredVideoKind(file.filename, file.mimetype);
  const tmp = path.join(dir, `${randomBytes(12).toString('hex')}.part`);
  const out = fs.createWriteStream(tmp, { flags: 'wx' });
  let head = Buffer.alloc(0);
  let sniffed: VideoKind | null = null;
  let refused = declared === null;
  try {
    for await (const chunk of file.file as AsyncIterable<Buffer>) {
      if (!refused && head.length < VIDEO_SNIFF_BYTES) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= VIDEO_SNIFF_BYTES) {
          sniffed = sniffVideoKind(head);
          refused = declared === null || !contentMatches(declared, sniffed);
        }
      }
      // a refused file is read to its end (so the request completes) but no longer written
      if (!refused && !out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'close');
    if (file.file.truncated) throw new ApiError(413, `video: ${t('team.socialProof.tooLarge')}`);
    if (head.length < VIDEO_SNIFF_BYTES) refused = true;
    if (refused || declared === null || sniffed === null) throw new ApiError(415, `video: ${t('team.socialProof.unsupportedType')}`);
    const name = `${randomBytes(12).toString('hex')}${VIDEO_FILE_EXTENSION[sniffed]}`;
    await fs.promises.rename(tmp, path.join(dir, name));
    return `${URL_PREFIX}${name}`;
  } catch (err) {
    out.destroy();
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
}

/** Reads the multipart form: the title field and at most one video (other files are drained and ignored). */
async function receiveForm(req: FastifyRequest, uploadsDir: string | null): Promise<ReceivedForm> {
  if (!req.isMultipart()) throw new ApiError(415, t('team.socialProof.notMultipart'));
  const form: ReceivedForm = { title: undefined, video: null };
  try {
    for await (const part of multipartParts(req, { fileSize: VIDEO_MAX_BYTES, files: 1 })) {
      if (part.type === 'field') {
        if (part.fieldname === 'title') form.title = String(part.value);
      } else if (part.fieldname === 'video' && form.video === null && part.filename) {
        if (!uploadsDir) throw new ApiError(503, t('team.socialProof.noUploads'));
        const dir = path.join(uploadsDir, 'social-proofs');
        await fs.promises.mkdir(dir, { recursive: true });
        form.video = await storeVideo(part, dir);
      } else {
        part.file.resume();
        await once(part.file, 'end');
      }
    }
  } catch (err) {
    await removeVideo(uploadsDir, form.video);
    if (err instanceof ApiError) throw err;
    const status = typeof err === 'object' && err !== null && 'statusCode' in err ? Number(err.statusCode) : 500;
    if (status === 413) throw new ApiError(413, `video: ${t('team.socialProof.tooLarge')}`);
    throw multipartError(err);
  }
  return form;
}

/** Deletes a stored video of ours (a URL under /uploads/social-proofs/); other URLs are left alone. */
async function removeVideo(uploadsDir: string | null, url: string | null): Promise<void> {
  if (!uploadsDir || !url || !url.startsWith(URL_PREFIX)) return;
  const name = path.basename(url);
  await fs.promises.rm(path.join(uploadsDir, 'social-proofs', name), { force: true });
}

/** The form's rules (title, video for a new proof); a refused form removes the video it carried. */
async function checkForm(form: ReceivedForm, isNew: boolean, uploadsDir: string | null): Promise<string> {
  const errors = socialProofErrors({ title: form.title ?? '', hasVideo: form.video !== null, isNew });
  const first = Object.entries(errors)[0];
  if (first) {
    await removeVideo(uploadsDir, form.video);
    throw new ApiError(400, `${first[0]}: ${say(first[1])}`);
  }
  const title = (form.title ?? '').trim();
  if (title.length > 200) {
    await removeVideo(uploadsDir, form.video);
    throw new ApiError(400, `title: ${t('server.validation.tooLong', { maximum: 200 })}`);
  }
  return title;
}

async function findProof(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('social_proofs').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, t('team.socialProof.notFound'));
  return row;
}

export function socialProofRoutes(app: FastifyInstance, { db, uploadsDir }: AppDeps): void {
  defineRoute(app, {
    method: 'GET',
    url: '/getAllSocialProofs',
    access: { anyOf: READ },
    schema: { response: { 200: okReply({ socialProofs: records }) } },
    handler: async () => {
      const rows = await db.selectFrom('social_proofs').select(COLUMNS).orderBy('createdAt', 'desc').orderBy('id').execute();
      return { msg: t('team.socialProof.list'), socialProofs: rows.map(apiRow) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/getSocialProofById/:id',
    access: { anyOf: READ },
    schema: { params: idParams, response: { 200: okReply({ data: record }) } },
    handler: async (req) => {
      const { id } = req.params;
      return { msg: t('team.socialProof.title'), data: apiRow(await findProof(db, id)) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/createSocialProof',
    access: { anyOf: WRITE },
    schema: { response: { 200: okReply({ data: record, title: z.string() }) } },
    bodyLimit: VIDEO_MAX_BYTES + 1_048_576,
    activity: {
      module: 'SocialProof',
      action: 'create',
      describe: (_req, result) => t('team.log.proofCreated', { title: String(result.title) }),
    },
    handler: async (req) => {
      const form = await receiveForm(req, uploadsDir);
      const title = await checkForm(form, true, uploadsDir);
      const row = await db
        .insertInto('social_proofs')
        .values({ title, name: req.admin.firstname, video: form.video })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return { msg: t('team.socialProof.created'), data: apiRow(row), title };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/updateSocialProof/:id',
    access: { anyOf: WRITE },
    schema: { params: idParams, response: { 200: okReply({ data: record, title: z.string() }) } },
    bodyLimit: VIDEO_MAX_BYTES + 1_048_576,
    activity: {
      module: 'SocialProof',
      action: 'update',
      describe: (_req, result) => t('team.log.proofUpdated', { title: String(result.title) }),
    },
    handler: async (req) => {
      const { id } = req.params;
      const form = await receiveForm(req, uploadsDir);
      let existing;
      try {
        existing = await findProof(db, id);
      } catch (err) {
        await removeVideo(uploadsDir, form.video);
        throw err;
      }
      const title = await checkForm(form, false, uploadsDir);
      const video = form.video ?? existing.video;
      const row = await db
        .updateTable('social_proofs')
        .set({ title, video, updatedAt: new Date() })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      if (form.video && existing.video !== form.video) await removeVideo(uploadsDir, existing.video);
      return { msg: t('team.socialProof.updated'), data: apiRow(row), title };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/deleteSocialProof/:id',
    access: { anyOf: DELETE },
    schema: { params: idParams, response: { 200: okReply({ title: z.string() }) } },
    activity: {
      module: 'SocialProof',
      action: 'delete',
      describe: (_req, result) => t('team.log.proofRemoved', { title: String(result.title) }),
    },
    handler: async (req) => {
      const { id } = req.params;
      const row = await db.deleteFrom('social_proofs').where('id', '=', id).returning(['title', 'video']).executeTakeFirst();
      if (!row) throw new ApiError(404, t('team.socialProof.notFound'));
      await removeVideo(uploadsDir, row.video);
      return { msg: t('team.socialProof.deleted'), title: row.title };
    },
  });
}
