/**
 * Social proofs (operations §7), as server/routes/team/socialProof.ts answers them:
 * getAllSocialProofs, getSocialProofById/{id}, deleteSocialProof/{id}, and the multipart
 * createSocialProof and updateSocialProof/{id} (title and an optional video). The video is checked
 * as the server checks it (src/domain/socialProof.ts): over 100 MB is a 413, a type or content that
 * is not one of the allowed videos a 415, with the server's texts; an accepted one is kept as a
 * data: URL of its real type (the admin shows data: URLs as they are).
 */
import { ApiError, apiRow, idParams, say, t } from '../../../../../server/http';
import { MULTIPART_FIELD_MAX } from '../../../../../server/multipart';
import {
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
  VIDEO_SNIFF_BYTES,
  contentMatches,
  declaredVideoKind,
  sniffVideoKind,
  socialProofErrors,
  type VideoKind,
} from '../../../../domain/socialProof';
import type { FakeDb, FakeRow } from '../../db';
import { fakeRoute, type FakeCall } from '../../router';
import { newestFirst } from './order';

type Proof = FakeRow<'social_proofs'>;

const proofRow = ({ id, title, name, video, createdAt, updatedAt }: Proof) => apiRow({ id, title, name, video, createdAt, updatedAt });

interface ReceivedForm {
  title: string | undefined;
  /** the accepted video as a data: URL, when one was sent */
  video: string | null;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const MIME_OF_KIND = Object.fromEntries(Object.entries(VIDEO_MIME_TYPES).map(([mime, kind]) => [kind, mime])) as Record<VideoKind, string>;

/** The video's data: URL, or the server's 413 (over 100 MB) / 415 (not an allowed video by type and content). */
async function storeVideo(file: File): Promise<string> {
  if (file.size > VIDEO_MAX_BYTES) throw new ApiError(413, `video: ${t('team.socialProof.tooLarge')}`);
  const declared = declaredVideoKind(file.name, file.type);
  const head = new Uint8Array(await file.slice(0, VIDEO_SNIFF_BYTES).arrayBuffer());
  const sniffed = head.length < VIDEO_SNIFF_BYTES ? null : sniffVideoKind(head);
  if (declared === null || sniffed === null || !contentMatches(declared, sniffed))
    throw new ApiError(415, `video: ${t('team.socialProof.unsupportedType')}`);
  return `data:${MIME_OF_KIND[sniffed]};base64,${base64(new Uint8Array(await file.arrayBuffer()))}`;
}

/** The form as the server reads it: its text fields checked (NUL, length), the last title, the first named video. */
async function receiveForm(call: FakeCall): Promise<ReceivedForm> {
  let title: string | undefined;
  const fields = typeof call.body === 'object' && call.body !== null ? Object.entries(call.body) : [];
  for (const [name, value] of fields) {
    const last = Array.isArray(value) ? value[value.length - 1] : value;
    for (const text of Array.isArray(value) ? value : [value]) {
      if (typeof text !== 'string') continue;
      if (text.length > MULTIPART_FIELD_MAX)
        throw new ApiError(400, `${name}: ${t('server.validation.tooLong', { maximum: MULTIPART_FIELD_MAX })}`);
      if (text.includes('\u0000')) throw new ApiError(400, `${name}: ${t('server.validation.nulCharacter')}`);
    }
    if (name === 'title' && typeof last === 'string') title = last;
  }
  const file = (call.files.video ?? []).find((candidate) => candidate.name !== '');
  return { title, video: file ? await storeVideo(file) : null };
}

/** The form's rules (title, a video for a new proof); returns the trimmed title. */
function checkForm(form: ReceivedForm, isNew: boolean): string {
  const errors = socialProofErrors({ title: form.title ?? '', hasVideo: form.video !== null, isNew });
  const first = Object.entries(errors)[0];
  if (first) throw new ApiError(400, `${first[0]}: ${say(first[1])}`);
  const title = (form.title ?? '').trim();
  if (title.length > 200) throw new ApiError(400, `title: ${t('server.validation.tooLong', { maximum: 200 })}`);
  return title;
}

function findProof(db: FakeDb, id: string): Proof {
  const row = db.rows('social_proofs').find((proof) => proof.id === id);
  if (!row) throw new ApiError(404, t('team.socialProof.notFound'));
  return row;
}

export const socialProofRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getAllSocialProofs',
    handler: ({ db }) => {
      const rows = [...db.rows('social_proofs')].sort(newestFirst('createdAt'));
      return { msg: t('team.socialProof.list'), socialProofs: rows.map(proofRow) };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getSocialProofById/:id',
    schema: { params: idParams },
    handler: ({ params, db }) => ({ msg: t('team.socialProof.title'), data: proofRow(findProof(db, params.id)) }),
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/createSocialProof',
    activity: {
      module: 'SocialProof',
      action: 'create',
      describe: (_call, result) => t('team.log.proofCreated', { title: String(result.title) }),
    },
    handler: async (call) => {
      const form = await receiveForm(call);
      const title = checkForm(form, true);
      const [row] = call.db.add('social_proofs', [
        { title, name: call.admin?.firstname ?? '', video: form.video, createdAt: call.now, updatedAt: call.now },
      ]);
      return { msg: t('team.socialProof.created'), data: proofRow(row), title };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/updateSocialProof/:id',
    schema: { params: idParams },
    activity: {
      module: 'SocialProof',
      action: 'update',
      describe: (_call, result) => t('team.log.proofUpdated', { title: String(result.title) }),
    },
    handler: async (call) => {
      const form = await receiveForm(call);
      const existing = findProof(call.db, call.params.id);
      const title = checkForm(form, false);
      Object.assign(existing, { title, video: form.video ?? existing.video, updatedAt: call.now });
      return { msg: t('team.socialProof.updated'), data: proofRow(existing), title };
    },
  }),

  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/deleteSocialProof/:id',
    schema: { params: idParams },
    activity: {
      module: 'SocialProof',
      action: 'delete',
      describe: (_call, result) => t('team.log.proofRemoved', { title: String(result.title) }),
    },
    handler: ({ params, db }) => {
      const [row] = db.remove('social_proofs', (proof) => proof.id === params.id);
      if (!row) throw new ApiError(404, t('team.socialProof.notFound'));
      return { msg: t('team.socialProof.deleted'), title: row.title };
    },
  }),
];
