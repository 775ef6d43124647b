/**
 * Contract: the team and support area through the dataProvider, on the server and on the fake shop:
 * team members (the super admin's list, form rules, super-admin switch, block, removal), the
 * activity log, delivery methods, feedback, return requests and their decision, social proofs
 * (videos checked by content, with an uploads directory on the server: see `startVideoBackends`).
 */
import type { GetListParams, RaRecord } from 'react-admin';
import { describe, expect } from 'vitest';
import { contract, refusal, useBackends, type Backend } from './harness';
import { DEMO_TEAM } from '../../../server/db/seed/team';
import { SUPER_ADMIN } from '../helpers';
import { t } from '../../../server/http';
import { getToken, setToken } from '../../../src/dataProvider/http';
import { VIDEO_MAX_BYTES } from '../../../src/domain/socialProof';
import type { ReturnDecision } from '../../../src/domain/returnOrder';

const both = useBackends();

function demo(email: string) {
  const member = DEMO_TEAM.find((row) => row.email === email);
  if (!member) throw new Error(`no demo member ${email}`);
  return member;
}
const SUPPORT = demo('support@example.com');
const VIEWER = demo('viewer@example.com');

/** Signs in as another admin (the harness drops the cached lists with the old token, as the admin does). */
const switchTo = (backend: Backend, email: string, password: string) => backend.signIn(email, password);

const asSuper = (backend: Backend) => switchTo(backend, SUPER_ADMIN.email, SUPER_ADMIN.password);
const asSupport = (backend: Backend) => switchTo(backend, SUPPORT.email, SUPPORT.password);
const asViewer = (backend: Backend) => switchTo(backend, VIEWER.email, VIEWER.password);

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

/** Reads social proofs and the activity log, deletes delivery methods: the 403s of writing and deleting. */
const READER = { email: 'reader@example.com', role: ['readwinnerSocialProof', 'delDelivery', 'readActivityLog'] };

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

  contract('getOne answers a member, and a missing id is a 404', both, async (backend) => {
    await asSuper(backend);
    const id = await memberId(backend, SUPPORT.email);
    const { data } = await backend.dataProvider.getOne('team', { id });
    expect(data.role).toEqual(SUPPORT.role);
    const missing = await refusal(backend.dataProvider.getOne('team', { id: 'ffffffffffffffffffffffff' }));
    expect(missing).toEqual({ status: 404, message: t('team.members.notFound') });
    return { data, missing };
  });

  contract('a new member is saved with their email lowercased and can sign in', both, async (backend) => {
    await asSuper(backend);
    const { data } = await backend.dataProvider.create('team', { data: memberForm('Reader@Example.com', READER.role) });
    expect(data.email).toBe(READER.email);
    await switchTo(backend, READER.email, PASSWORD);
    const details = await backend.dataProvider.getAdminDetails();
    await asSuper(backend);
    return { email: data.email, role: data.role, isBlock: data.isBlock, firstname: data.firstname, signedIn: details.data.email };
  });

  contract('the add form refuses what the domain rules refuse, with the field named', both, async (backend) => {
    await asSuper(backend);
    const add = (form: Record<string, unknown>) => refusal(backend.dataProvider.create('team', { data: form }));
    const refused = {
      shortName: await add(memberForm('new1@example.com', ['readUsers'], { firstName: 'Al' })),
      digits: await add(memberForm('new1@example.com', ['readUsers'], { lastName: 'R2D2' })),
      email: await add(memberForm('not-an-email', ['readUsers'])),
      weakPassword: await add({ ...memberForm('new1@example.com', ['readUsers']), password: 'short', confirmPassword: 'short' }),
      mismatch: await add({ ...memberForm('new1@example.com', ['readUsers']), confirmPassword: 'Other@12345' }),
      noRole: await add(memberForm('new1@example.com', [])),
      unknownRole: await add(memberForm('new1@example.com', ['readEverything'])),
      taken: await add(memberForm('SUPPORT@example.com', ['readUsers'])),
    };
    expect(refused.shortName.status).toBe(400);
    expect(refused.shortName.message).toMatch(/^firstName: /);
    expect(refused.email.message).toMatch(/^email: /);
    expect(refused.noRole).toEqual({ status: 400, message: `role: ${t('team.members.noRole')}` });
    expect(refused.unknownRole.message).toBe(`role: ${t('team.members.unknownPermission', { permission: 'readEverything' })}`);
    expect(refused.taken).toEqual({ status: 409, message: `email: ${t('team.members.emailTaken')}` });
    return refused;
  });

  contract('a member is updated; super access on, then off again (the super-admin switch)', both, async (backend) => {
    await asSuper(backend);
    await backend.dataProvider.create('team', { data: memberForm('switch@example.com', ['readUsers']) });
    const id = await memberId(backend, 'switch@example.com');
    const form = { id, firstName: 'Sally', lastName: 'Switch', email: 'switch@example.com' };
    const superOn = await backend.dataProvider.update('team', { id, data: { ...form, role: ['suUsers'] }, previousData: { id } });
    const superOff = await backend.dataProvider.update('team', {
      id,
      data: { ...form, role: ['readUsers', 'readUsers', 'writeUsers'] },
      previousData: { id },
    });
    const { data } = await backend.dataProvider.getOne('team', { id });
    expect(superOn.data.role).toEqual(['suUsers']);
    expect(data.role).toEqual(['readUsers', 'writeUsers']);
    return { on: superOn.data.role, off: superOff.data.role, names: [data.firstname, data.lastname], email: data.email };
  });

  contract('updates refuse a bad form, a taken email, a missing member and dropping one’s own super access', both, async (backend) => {
    await asSuper(backend);
    const me = String((await backend.dataProvider.getAdminDetails()).data._id);
    const id = await memberId(backend, SUPPORT.email);
    const form = { firstName: 'Sam', lastName: 'Support', email: SUPPORT.email, role: SUPPORT.role };
    const update = (target: string, data: Record<string, unknown>) =>
      refusal(backend.dataProvider.update('team', { id: target, data: { id: target, ...data }, previousData: { id: target } }));
    const refused = {
      badName: await update(id, { ...form, firstName: '' }),
      taken: await update(id, { ...form, email: 'FINANCE@example.com' }),
      missing: await update('ffffffffffffffffffffffff', form),
      ownSuper: await update(me, { firstName: 'Super', lastName: 'Admin', email: SUPER_ADMIN.email, role: ['readUsers'] }),
    };
    expect(refused.badName.status).toBe(400);
    expect(refused.taken).toEqual({ status: 409, message: `email: ${t('team.members.emailTaken')}` });
    expect(refused.missing).toEqual({ status: 404, message: t('team.members.notFound') });
    expect(refused.ownSuper).toEqual({ status: 409, message: `role: ${t('team.members.keepOwnSuper')}` });
    return refused;
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

  contract('blocking refuses one’s own account and a missing member', both, async (backend) => {
    await asSuper(backend);
    const me = String((await backend.dataProvider.getAdminDetails()).data._id);
    const self = await refusal(backend.dataProvider.blockTeamMember(me));
    const missing = await refusal(backend.dataProvider.blockTeamMember('ffffffffffffffffffffffff'));
    expect(self).toEqual({ status: 400, message: t('team.members.notYourself') });
    expect(missing.status).toBe(404);
    return { self, missing };
  });

  contract('members are removed one or several at a time; never oneself, never a missing one', both, async (backend) => {
    await asSuper(backend);
    const me = String((await backend.dataProvider.getAdminDetails()).data._id);
    for (const email of ['gone1@example.com', 'gone2@example.com', 'gone3@example.com'])
      await backend.dataProvider.create('team', { data: memberForm(email, ['readUsers']) });
    const [one, two, three] = await Promise.all(['gone1', 'gone2', 'gone3'].map((name) => memberId(backend, `${name}@example.com`)));
    await backend.dataProvider.delete('team', { id: one, previousData: { id: one } });
    const again = await refusal(backend.dataProvider.delete('team', { id: one, previousData: { id: one } }));
    const self = await refusal(backend.dataProvider.delete('team', { id: me, previousData: { id: me } }));
    const manyWithSelf = await refusal(backend.dataProvider.deleteMany('team', { ids: [two, me] }));
    await backend.dataProvider.deleteMany('team', { ids: [two, three] });
    const nothing = await refusal(backend.dataProvider.deleteMany('team', { ids: [] }));
    const left = await list(backend, 'team', query('email', 'ASC', 1, 100, { q: 'gone' }));
    expect(again).toEqual({ status: 404, message: t('team.members.notFound') });
    expect(self.status).toBe(400);
    expect(left.total).toBe(0);
    return { again, self, manyWithSelf, nothing, left: left.total };
  });

  contract('team members are for super admins only: a team member gets 403', both, async (backend) => {
    await asSupport(backend);
    const refused = await refusal(list(backend, 'team', query('email', 'ASC')));
    const create = await refusal(backend.dataProvider.create('team', { data: memberForm('nope@example.com', ['readUsers']) }));
    expect(refused).toEqual({ status: 403, message: t('server.auth.forbidden') });
    return { refused, create };
  });
});

describe('delivery methods', () => {
  contract('the list sorts, searches and pages', both, async (backend) => {
    await asSuper(backend);
    const names = (page: { rows: RaRecord[] }) => page.rows.map((row) => row.shippingName);
    const asc = await list(backend, 'delivery', query('shippingName', 'ASC', 1, 3));
    const desc = await list(backend, 'delivery', query('shippingName', 'DESC', 1, 3));
    const page2 = await list(backend, 'delivery', query('shippingName', 'ASC', 2, 3));
    const newest = await list(backend, 'delivery', query('updatedAt', 'DESC', 1, 100));
    const first = String(asc.rows[0].shippingName);
    const searched = await list(backend, 'delivery', query('shippingName', 'ASC', 1, 10, { q: first.slice(0, 5).toUpperCase() }));
    expect(asc.total).toBeGreaterThan(3);
    expect(names(searched)).toContain(first);
    return { asc: names(asc), desc: names(desc), page2: names(page2), newest: newest.rows, total: asc.total, searched: names(searched) };
  });

  contract('create, getOne, update and delete a method, with the activity rows they leave', both, async (backend) => {
    await asSuper(backend);
    const created = await backend.dataProvider.create('delivery', { data: { shippingName: 'Contract Courier' } });
    const id = String(created.data.id);
    const one = await backend.dataProvider.getOne('delivery', { id });
    const updated = await backend.dataProvider.update('delivery', {
      id,
      data: { id, shippingName: 'Contract Courier Express' },
      previousData: one.data,
    });
    await backend.dataProvider.delete('delivery', { id, previousData: updated.data });
    const missing = await refusal(backend.dataProvider.getOne('delivery', { id }));
    const logs = await list(backend, 'activityLogs', query('createdAt', 'DESC', 1, 10, { q: 'Contract Courier' }));
    expect(one.data.shippingName).toBe('Contract Courier');
    expect(missing).toEqual({ status: 404, message: t('team.delivery.notFound') });
    expect(logs.total).toBe(3);
    return {
      created: created.data.shippingName,
      updated: updated.data.shippingName,
      missing,
      logs: logs.rows
        .map((row) => ({ module: row.module, action: row.action, description: row.description, adminId: row.adminId }))
        .sort((a, b) => String(a.description).localeCompare(String(b.description))),
    };
  });

  contract('names are unique regardless of case; blank, too long and missing ones are refused', both, async (backend) => {
    await asSuper(backend);
    const [first, second] = (await list(backend, 'delivery', query('shippingName', 'ASC', 1, 2))).rows;
    const firstName = String(first.shippingName);
    const taken = await refusal(backend.dataProvider.create('delivery', { data: { shippingName: firstName.toUpperCase() } }));
    const blank = await refusal(backend.dataProvider.create('delivery', { data: { shippingName: '   ' } }));
    const long = await refusal(backend.dataProvider.create('delivery', { data: { shippingName: 'x'.repeat(101) } }));
    const renameTaken = await refusal(
      backend.dataProvider.update('delivery', { id: second.id, data: { id: second.id, shippingName: firstName }, previousData: second }),
    );
    const missing = await refusal(
      backend.dataProvider.update('delivery', {
        id: 'ffffffffffffffffffffffff',
        data: { id: 'ffffffffffffffffffffffff', shippingName: 'Nowhere Post' },
        previousData: { id: 'ffffffffffffffffffffffff' },
      }),
    );
    const deleteMissing = await refusal(
      backend.dataProvider.delete('delivery', { id: 'ffffffffffffffffffffffff', previousData: { id: 'x' } }),
    );
    expect(taken).toEqual({ status: 409, message: `shippingName: ${t('team.delivery.nameTaken')}` });
    expect(blank).toEqual({ status: 400, message: `shippingName: ${t('validation.required')}` });
    expect(long.status).toBe(400);
    expect(missing.status).toBe(404);
    return { taken, blank, long, renameTaken, missing, deleteMissing };
  });

  contract('several methods are deleted at once', both, async (backend) => {
    await asSuper(backend);
    for (const shippingName of ['Bulk Post A', 'Bulk Post B']) await backend.dataProvider.create('delivery', { data: { shippingName } });
    const made = await list(backend, 'delivery', query('shippingName', 'ASC', 1, 10, { q: 'Bulk Post' }));
    await backend.dataProvider.deleteMany('delivery', { ids: made.rows.map((row) => row.id) });
    const left = await list(backend, 'delivery', query('shippingName', 'ASC', 1, 10, { q: 'Bulk Post' }));
    expect(made.total).toBe(2);
    expect(left.total).toBe(0);
    return { made: made.total, left: left.total };
  });

  contract('without a delivery permission the list is a 403; deleting alone does not create or edit', both, async (backend) => {
    await asSupport(backend);
    const noAccess = await refusal(list(backend, 'delivery', query('shippingName', 'ASC')));
    await switchTo(backend, READER.email, PASSWORD);
    const readable = (await list(backend, 'delivery', query('shippingName', 'ASC'))).total;
    const create = await refusal(backend.dataProvider.create('delivery', { data: { shippingName: 'Reader Post' } }));
    const [row] = (await list(backend, 'delivery', query('shippingName', 'ASC', 1, 1))).rows;
    const update = await refusal(
      backend.dataProvider.update('delivery', { id: row.id, data: { id: row.id, shippingName: 'Reader Post' }, previousData: row }),
    );
    expect(noAccess).toEqual({ status: 403, message: t('server.auth.forbidden') });
    expect(create.status).toBe(403);
    expect(update.status).toBe(403);
    expect(readable).toBeGreaterThan(0);
    return { noAccess, readable, create, update };
  });
});

describe('activity log', () => {
  contract('the log lists the seeded rows newest first, with the admins’ names; filtered and paged', both, async (backend) => {
    await asSuper(backend);
    const project = (page: { rows: RaRecord[] }) =>
      page.rows.map(({ id, adminId, action, module, description, createdAt }) => ({ id, adminId, action, module, description, createdAt }));
    const newest = await list(backend, 'activityLogs', query('createdAt', 'DESC', 1, 5, { module: 'Product' }));
    const oldest = await list(backend, 'activityLogs', query('createdAt', 'ASC', 1, 5, { module: 'Product' }));
    const page2 = await list(backend, 'activityLogs', query('createdAt', 'DESC', 2, 5, { module: 'Product' }));
    const byDescription = await list(backend, 'activityLogs', query('description', 'ASC', 1, 5, { q: 'withdrawal' }));
    expect(newest.total).toBeGreaterThan(5);
    expect(newest.rows.every((row) => row.module === 'Product')).toBe(true);
    return {
      newest: project(newest),
      oldest: project(oldest),
      page2: project(page2),
      byDescription: project(byDescription),
      total: newest.total,
    };
  });

  contract('rows are deleted one or several at a time; a missing one is a 404', both, async (backend) => {
    await asSuper(backend);
    const { rows } = await list(backend, 'activityLogs', query('createdAt', 'ASC', 1, 3, { module: 'Box' }));
    await backend.dataProvider.delete('activityLogs', { id: rows[0].id, previousData: rows[0] });
    const again = await refusal(backend.dataProvider.delete('activityLogs', { id: rows[0].id, previousData: rows[0] }));
    await backend.dataProvider.deleteMany('activityLogs', { ids: [rows[1].id, rows[2].id] });
    const left = await list(backend, 'activityLogs', query('createdAt', 'ASC', 1, 100, { id: rows.map((row) => row.id) }));
    const removedRows = await list(backend, 'activityLogs', query('createdAt', 'DESC', 1, 10, { module: 'ActivityLog' }));
    expect(again).toEqual({ status: 404, message: t('team.activity.notFound') });
    expect(left.total).toBe(0);
    return { again, left: left.total, descriptions: removedRows.rows.map((row) => row.description).sort() };
  });

  contract('reading the log needs an ActivityLog permission; deleting needs delActivityLog', both, async (backend) => {
    await asSupport(backend);
    const noAccess = await refusal(list(backend, 'activityLogs', query('createdAt', 'DESC')));
    await switchTo(backend, READER.email, PASSWORD);
    const { rows } = await list(backend, 'activityLogs', query('createdAt', 'ASC', 1, 2, { module: 'Auth' }));
    const remove = await refusal(backend.dataProvider.delete('activityLogs', { id: rows[0].id, previousData: rows[0] }));
    const removeMany = await refusal(backend.dataProvider.deleteMany('activityLogs', { ids: [rows[0].id] }));
    expect(noAccess).toEqual({ status: 403, message: t('server.auth.forbidden') });
    expect(remove.status).toBe(403);
    return { noAccess, ids: rows.map((row) => row.id), remove, removeMany };
  });
});

describe('feedback', () => {
  contract('the feedback list sorts, searches and pages; getOne finds a row', both, async (backend) => {
    await asSupport(backend);
    const newest = await list(backend, 'feedback', query('createdAt', 'DESC', 1, 5));
    const byName = await list(backend, 'feedback', query('name', 'ASC', 1, 5));
    const byNameDesc = await list(backend, 'feedback', query('name', 'DESC', 2, 5));
    const guests = await list(backend, 'feedback', query('createdAt', 'DESC', 1, 100, { q: 'example.org' }));
    const one = await backend.dataProvider.getOne('feedback', { id: newest.rows[0].id });
    expect(newest.total).toBe(48);
    expect(guests.rows.every((row) => String(row.email).endsWith('@example.org'))).toBe(true);
    return {
      newest: newest.rows,
      byName: byName.rows.map((row) => row.name),
      byNameDesc: byNameDesc.rows.map((row) => row.name),
      guests: guests.total,
      one: one.data,
    };
  });

  contract('without a feedback permission the list is a 403', both, async (backend) => {
    await asViewer(backend);
    const refused = await refusal(list(backend, 'feedback', query('createdAt', 'DESC')));
    expect(refused).toEqual({ status: 403, message: t('server.auth.forbidden') });
    return refused;
  });
});

describe('return requests', () => {
  contract('the list sorts, filters by status and pages; getOne gives the details', both, async (backend) => {
    await asSupport(backend);
    const newest = await list(backend, 'returnOrders', query('createdAt', 'DESC', 1, 5));
    const oldest = await list(backend, 'returnOrders', query('createdAt', 'ASC', 2, 5));
    const pending = await list(backend, 'returnOrders', query('createdAt', 'DESC', 1, 100, { status: 'pending' }));
    const details = await backend.dataProvider.getOne('returnOrders', { id: newest.rows[0].id });
    const missing = await refusal(backend.dataProvider.getOne('returnOrders', { id: 'ffffffffffffffffffffffff' }));
    expect(newest.total).toBe(36);
    expect(pending.rows.every((row) => row.status === 'pending')).toBe(true);
    expect(details.data.userDetails).toBeDefined();
    expect(missing).toEqual({ status: 404, message: t('team.returns.notFound') });
    return { newest: newest.rows, oldest: oldest.rows, pending: pending.total, details: details.data, missing };
  });

  contract('a pending request is decided once; a second decision is a 409', both, async (backend) => {
    await asSupport(backend);
    const { rows } = await list(backend, 'returnOrders', query('createdAt', 'DESC', 1, 2, { status: 'pending' }));
    const approved = await backend.dataProvider.decideReturnRequest(String(rows[0].id), 'approved');
    const again = await refusal(backend.dataProvider.decideReturnRequest(String(rows[0].id), 'rejected'));
    const rejected = await backend.dataProvider.decideReturnRequest(String(rows[1].id), 'rejected');
    const after = await backend.dataProvider.getOne('returnOrders', { id: rows[0].id });
    await asSuper(backend);
    const logs = await list(backend, 'activityLogs', query('createdAt', 'DESC', 1, 10, { module: 'ReturnOrder' }));
    expect(logs.total).toBe(2);
    expect(approved.msg).toBe(t('team.returns.updated'));
    expect(again).toEqual({ status: 409, message: t('team.returns.alreadyDecided', { status: 'approved' }) });
    expect(after.data.status).toBe('approved');
    return {
      approved,
      again,
      rejected,
      status: after.data.status,
      logs: logs.rows
        .map((row) => ({ action: row.action, description: row.description, adminId: row.adminId }))
        .sort((a, b) => String(a.description).localeCompare(String(b.description))),
    };
  });

  contract('a decision must be approved or rejected, on an existing request', both, async (backend) => {
    await asSupport(backend);
    const { rows } = await list(backend, 'returnOrders', query('createdAt', 'DESC', 1, 1, { status: 'pending' }));
    const badStatus = await refusal(backend.dataProvider.decideReturnRequest(String(rows[0].id), 'pending' as ReturnDecision));
    const missing = await refusal(backend.dataProvider.decideReturnRequest('ffffffffffffffffffffffff', 'approved'));
    expect(badStatus.status).toBe(400);
    expect(badStatus.message).toMatch(/^status: /);
    expect(missing).toEqual({ status: 404, message: t('team.returns.notFound') });
    return { badStatus, missing };
  });

  contract('reading needs a returnOrder permission, deciding needs writereturnOrder', both, async (backend) => {
    await asViewer(backend);
    const read = await refusal(list(backend, 'returnOrders', query('createdAt', 'DESC')));
    const decide = await refusal(backend.dataProvider.decideReturnRequest('ffffffffffffffffffffffff', 'approved'));
    expect(read.status).toBe(403);
    expect(decide.status).toBe(403);
    return { read, decide };
  });
});

describe('social proofs (without a video)', () => {
  contract('the list sorts, searches and pages; getOne answers one', both, async (backend) => {
    await asSuper(backend);
    const newest = await list(backend, 'socialProofs', query('createdAt', 'DESC', 1, 5));
    const byTitle = await list(backend, 'socialProofs', query('title', 'ASC', 2, 5));
    const byTitleDesc = await list(backend, 'socialProofs', query('title', 'DESC', 1, 5));
    const searched = await list(backend, 'socialProofs', query('title', 'ASC', 1, 100, { q: 'won' }));
    const one = await backend.dataProvider.getOne('socialProofs', { id: newest.rows[0].id });
    const missing = await refusal(backend.dataProvider.getOne('socialProofs', { id: 'ffffffffffffffffffffffff' }));
    expect(newest.total).toBe(14);
    expect(missing).toEqual({ status: 404, message: t('team.socialProof.notFound') });
    return { newest: newest.rows, byTitle: byTitle.rows, byTitleDesc: byTitleDesc.rows, searched: searched.total, one: one.data, missing };
  });

  contract('a new proof needs a title and a video; an edit keeps the video; titles are at most 200', both, async (backend) => {
    await asSuper(backend);
    const save = (input: { id?: string; title: string }) => refusal(backend.dataProvider.saveSocialProof(input));
    const [row] = (await list(backend, 'socialProofs', query('createdAt', 'DESC', 1, 1))).rows;
    const id = String(row.id);
    const refused = {
      noVideo: await save({ title: 'A winner' }),
      noTitle: await save({ title: '   ' }),
      editBlank: await save({ id, title: '' }),
      editLong: await save({ id, title: 'x'.repeat(201) }),
      editMissing: await save({ id: 'ffffffffffffffffffffffff', title: '' }),
    };
    const saved = await backend.dataProvider.saveSocialProof({ id, title: '  Renamed winner  ' });
    const { data } = await backend.dataProvider.getOne('socialProofs', { id });
    expect(refused.noVideo).toEqual({ status: 400, message: `video: ${t('team.socialProof.videoRequired')}` });
    expect(refused.noTitle.message).toBe(`title: ${t('team.socialProof.titleRequired')}`);
    expect(refused.editMissing.status).toBe(404);
    expect(data.title).toBe('Renamed winner');
    expect(data.video).toBe(row.video);
    return { refused, saved, data: { title: data.title, video: data.video, name: data.name } };
  });

  contract('a proof is deleted; a second delete is a 404', both, async (backend) => {
    await asSuper(backend);
    const [row] = (await list(backend, 'socialProofs', query('createdAt', 'ASC', 1, 1))).rows;
    await backend.dataProvider.delete('socialProofs', { id: row.id, previousData: row });
    const again = await refusal(backend.dataProvider.delete('socialProofs', { id: row.id, previousData: row }));
    expect(again).toEqual({ status: 404, message: t('team.socialProof.notFound') });
    return { again, total: (await list(backend, 'socialProofs', query('createdAt', 'DESC'))).total };
  });

  contract('reading needs a winnerSocialProof permission; saving needs write, deleting del', both, async (backend) => {
    await asViewer(backend);
    const read = await refusal(list(backend, 'socialProofs', query('createdAt', 'DESC')));
    await switchTo(backend, READER.email, PASSWORD);
    const [row] = (await list(backend, 'socialProofs', query('createdAt', 'DESC', 1, 1))).rows;
    const save = await refusal(backend.dataProvider.saveSocialProof({ id: String(row.id), title: 'Mine' }));
    const remove = await refusal(backend.dataProvider.delete('socialProofs', { id: row.id, previousData: row }));
    expect(read.status).toBe(403);
    expect(save.status).toBe(403);
    expect(remove.status).toBe(403);
    return { read, save, remove, id: row.id };
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
    expect(created.msg).toBe(t('team.socialProof.created'));
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
      expect(refusedOne).toEqual({ status: 415, message: `video: ${t('team.socialProof.unsupportedType')}` });
    expect(saved.total).toBe(0);
    return refused;
  });

  contract('a video over 100 MB is a 413', withUploads, async (backend) => {
    await asSuper(backend);
    const big = video(MP4_HEAD, 'big.mp4', 'video/mp4', VIDEO_MAX_BYTES + 1 - MP4_HEAD.length);
    const refused = await refusal(backend.dataProvider.saveSocialProof({ title: 'Too big', video: big }));
    expect(refused).toEqual({ status: 413, message: `video: ${t('team.socialProof.tooLarge')}` });
    return refused;
  });
});
