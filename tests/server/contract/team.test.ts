/**
 * Contract: representative calls of the team area through the dataProvider on both adapters: the
 * super admin's member list, a block that ends the member's sign-ins, the 403 of a team member, and
 * social-proof videos streamed as multipart files (checked by content, 415 and 413), with an uploads
 * directory on the server.
 */
import type { GetListParams, RaRecord } from 'react-admin';
import { describe, expect } from 'vitest';
import { contract, refusal, useBackends, type Backend } from './harness';
import { DEMO_TEAM } from '../../../server/db/seed/team';
import { SUPER_ADMIN } from '../helpers';
import { t } from '../../../server/http';
import { getToken, setToken } from '../../../src/dataProvider/http';
import { VIDEO_MAX_BYTES } from '../../../src/domain/socialProof';

const both = useBackends();

function demo(email: string) {
  const member = DEMO_TEAM.find((row) => row.email === email);
  if (!member) throw new Error(`no demo member ${email}`);
  return member;
}
const SUPPORT = demo('support@example.com');
/** Signs in as another admin (the harness drops the cached lists with the old token, as the admin does). */
const switchTo = (backend: Backend, email: string, password: string) => backend.signIn(email, password);

const asSuper = (backend: Backend) => switchTo(backend, SUPER_ADMIN.email, SUPER_ADMIN.password);
const asSupport = (backend: Backend) => switchTo(backend, SUPPORT.email, SUPPORT.password);
function query(field: string, order: 'ASC' | 'DESC', page = 1, perPage = 5, filter: Record<string, unknown> = {}): GetListParams {
  return { pagination: { page, perPage }, sort: { field, order }, filter };
}

async function list(backend: Backend, resource: string, params: GetListParams): Promise<{ rows: RaRecord[]; total: number }> {
  const { data, total } = await backend.dataProvider.getList(resource, params);
  return { rows: data, total: total ?? -1 };
}

/** A member made for a case (random ids differ between backends: find them by email). */
async function memberId(backend: Backend, email: string): Promise<string> {
  const { rows } = await list(backend, 'team', query('email', 'ASC', 1, 100, { email }));
  if (rows.length !== 1) throw new Error(`no member ${email}`);
  return String(rows[0].id);
}

const PASSWORD = 'Member@12345';
function memberForm(email: string, role: string[], names: { firstName?: string; lastName?: string } = {}) {
  return { firstName: 'Proof', lastName: 'Reader', email, password: PASSWORD, confirmPassword: PASSWORD, role, ...names };
}

describe('team members', () => {
  contract('the super admin lists every other admin, sorted, searched and paged', both, async (backend) => {
    await asSuper(backend);
    const byEmail = await list(backend, 'team', query('email', 'ASC', 1, 4));
    const byEmailDesc = await list(backend, 'team', query('email', 'DESC', 1, 4));
    const page2 = await list(backend, 'team', query('email', 'ASC', 2, 4));
    const newest = await list(backend, 'team', query('updatedAt', 'DESC', 1, 10));
    const searched = await list(backend, 'team', query('email', 'ASC', 1, 10, { q: 'ware' }));
    expect(byEmail.total).toBe(DEMO_TEAM.length);
    expect(byEmail.rows.map((row) => row.email)).not.toContain(SUPER_ADMIN.email);
    expect(searched.rows.map((row) => row.email)).toEqual(['warehouse@example.com']);
    const emails = (page: { rows: RaRecord[] }) => page.rows.map((row) => row.email);
    return {
      byEmail: emails(byEmail),
      byEmailDesc: emails(byEmailDesc),
      page2: emails(page2),
      newest: newest.rows.map(({ id, email, firstname, lastname, role, isBlock, updatedAt }) => ({
        id,
        email,
        firstname,
        lastname,
        role,
        isBlock,
        updatedAt,
      })),
      searched: emails(searched),
    };
  });

  contract('blocking a member ends their sign-ins for good; unblocking lets them sign in again', both, async (backend) => {
    await asSuper(backend);
    await backend.dataProvider.create('team', { data: memberForm('blockme@example.com', ['readUsers']) });
    const id = await memberId(backend, 'blockme@example.com');
    await backend.signIn('blockme@example.com', PASSWORD);
    const oldToken = getToken();
    await asSuper(backend);
    const superToken = getToken() ?? '';
    const blocked = await backend.dataProvider.blockTeamMember(id);
    // a refused sign-in drops the stored token (a 401), as in the admin
    const signInBlocked = await refusal(backend.dataProvider.login({ email: 'blockme@example.com', password: PASSWORD }));
    setToken(superToken);
    const unblocked = await backend.dataProvider.blockTeamMember(id);
    setToken(oldToken ?? '');
    const oldSession = await refusal(backend.dataProvider.checkValidToken());
    setToken(superToken);
    const listed = await backend.dataProvider.getOne('team', { id });
    expect(blocked.block).toBe(true);
    expect(unblocked.block).toBe(false);
    expect(oldSession).toEqual({ status: 401, message: t('server.auth.tokenInvalid') });
    return { blocked, signInBlocked, unblocked, oldSession, isBlock: listed.data.isBlock };
  });

  contract('team members are for super admins only: a team member gets 403', both, async (backend) => {
    await asSupport(backend);
    const refused = await refusal(list(backend, 'team', query('email', 'ASC')));
    const create = await refusal(backend.dataProvider.create('team', { data: memberForm('nope@example.com', ['readUsers']) }));
    expect(refused).toEqual({ status: 403, message: t('server.auth.forbidden') });
    return { refused, create };
  });
});

const MP4_HEAD = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
const WEBM_HEAD = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01]);
const video = (head: Uint8Array<ArrayBuffer>, name: string, type: string, padding = 4096) =>
  new File([head, new Uint8Array(padding)], name, { type });

/** The stored video's kind: the server's file extension, the fake's data: URL type. */
function videoKind(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const dataType = /^data:video\/([a-z0-9]+);base64,/.exec(url);
  if (dataType) return dataType[1];
  const extension = /\.([a-z0-9]+)$/.exec(url);
  return extension ? ({ mp4: 'mp4', webm: 'webm', ogg: 'ogg', mov: 'quicktime' }[extension[1]] ?? extension[1]) : null;
}

describe('social proof videos', () => {
  const withUploads = useBackends({ uploads: true });

  contract('an mp4 (and a .mov holding mp4 content) is accepted and stored as what it is', withUploads, async (backend) => {
    await asSuper(backend);
    const created = await backend.dataProvider.saveSocialProof({ title: 'Video winner', video: video(MP4_HEAD, 'win.mp4', 'video/mp4') });
    const [row] = (await list(backend, 'socialProofs', query('createdAt', 'DESC', 1, 1))).rows;
    await backend.dataProvider.saveSocialProof({
      id: String(row.id),
      title: 'Video winner',
      video: video(WEBM_HEAD, 'win.webm', 'video/webm'),
    });
    const afterWebm = await backend.dataProvider.getOne('socialProofs', { id: row.id });
    await backend.dataProvider.saveSocialProof({
      id: String(row.id),
      title: 'Video winner',
      video: video(MP4_HEAD, 'win.mov', 'video/quicktime'),
    });
    const afterMov = await backend.dataProvider.getOne('socialProofs', { id: row.id });
    expect(created.msg).toBe(t('resources.socialProofs.created'));
    expect(videoKind(row.video)).toBe('mp4');
    expect(videoKind(afterWebm.data.video)).toBe('webm');
    return {
      created,
      title: row.title,
      name: row.name,
      kinds: [videoKind(row.video), videoKind(afterWebm.data.video), videoKind(afterMov.data.video)],
    };
  });

  contract('a file that is not a video by type or by content is a 415; nothing is saved', withUploads, async (backend) => {
    await asSuper(backend);
    const save = (file: File) => refusal(backend.dataProvider.saveSocialProof({ title: 'Not a video', video: file }));
    const refused = {
      textAsMp4: await save(new File(['just some text, not a video at all'], 'fake.mp4', { type: 'video/mp4' })),
      pngName: await save(
        new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'image.png', { type: 'image/png' }),
      ),
      webmAsMp4: await save(video(WEBM_HEAD, 'clip.mp4', 'video/mp4')),
      tooShort: await save(new File([MP4_HEAD.slice(0, 8)], 'short.mp4', { type: 'video/mp4' })),
    };
    const saved = await list(backend, 'socialProofs', query('createdAt', 'DESC', 1, 100, { q: 'Not a video' }));
    for (const refusedOne of Object.values(refused))
      expect(refusedOne).toEqual({ status: 415, message: `video: ${t('resources.socialProofs.unsupportedType')}` });
    expect(saved.total).toBe(0);
    return refused;
  });

  contract('a video over 100 MB is a 413', withUploads, async (backend) => {
    await asSuper(backend);
    const big = video(MP4_HEAD, 'big.mp4', 'video/mp4', VIDEO_MAX_BYTES + 1 - MP4_HEAD.length);
    const refused = await refusal(backend.dataProvider.saveSocialProof({ title: 'Too big', video: big }));
    expect(refused).toEqual({ status: 413, message: `video: ${t('resources.socialProofs.tooLarge')}` });
    return refused;
  });
});
