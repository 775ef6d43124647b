/**
 * Team members and the activity log through the real routes (operations §7 "Team and activity log"):
 * super only, the form's rules, unknown permissions, unique emails, block and role changes applying
 * to the member's next request, deletes, and the activity rows every mutation writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf } from '../../src/domain/permissions';
import { bearer, envelope, makeTestServer, SUPER_ADMIN, type TestServer } from './helpers';

let server: TestServer;
let superToken: string;

const NEW_MEMBER = {
  firstName: 'Brenda',
  lastName: 'Brand',
  email: 'brenda.brand@example.com',
  password: 'Brand@1234',
  confirmPassword: 'Brand@1234',
  role: ['readBrand', 'writeBrand'],
};

beforeAll(async () => {
  server = await makeTestServer();
  superToken = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
});

afterAll(async () => {
  await server?.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = superToken, payload?: unknown) {
  return server.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function memberId(email: string): Promise<string> {
  const row = await server.db.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

describe('team members', () => {
  it('lists the team for a super admin, without the caller', async () => {
    const body = envelope(await call('GET', '/api/admin/getAllTeamsData'));
    expect(body.code).toBe(200);
    const teams = body.teams as Array<{ _id: string; email: string; role: string[]; isBlock: boolean; updatedAt: string }>;
    expect(teams.map((m) => m.email)).toContain('support@example.com');
    expect(teams.map((m) => m.email)).not.toContain(SUPER_ADMIN.email);
    expect(teams[0]).toEqual(
      expect.objectContaining({ _id: expect.any(String), firstname: expect.any(String), isBlock: expect.any(Boolean) }),
    );
  });

  it('refuses every team route to a member, even one with team permissions', async () => {
    const id = await server.createAdmin({ email: 'teamreader@example.com', role: ['readTeamManagement', 'delTeamManagement'] });
    const token = await server.loginAs('teamreader@example.com', 'Member@12345');
    for (const [method, url, payload] of [
      ['GET', '/api/admin/getAllTeamsData', undefined],
      ['GET', `/api/admin/getTeamDetailById?userId=${id}`, undefined],
      ['POST', '/api/admin/addTeam', NEW_MEMBER],
      ['PUT', '/api/admin/updateTeamData', { ...NEW_MEMBER, userId: id }],
      ['PUT', `/api/admin/blockTeam/${id}`, undefined],
      ['DELETE', `/api/admin/RemoveTeam/${id}`, undefined],
      ['DELETE', '/api/admin/deleteSelectedTeams', { ids: [id] }],
    ] as const) {
      const body = envelope(await call(method, url, token, payload));
      expect(body.code, `${method} ${url}`).toBe(403);
    }
    expect(envelope(await server.app.inject({ method: 'GET', url: '/api/admin/getAllTeamsData' })).code).toBe(401);
  });

  it('validates the form with the spec texts', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...NEW_MEMBER, firstName: '' }, 'firstName: First name field is required'],
      [{ ...NEW_MEMBER, firstName: 'Br3nda' }, 'firstName: Enter only character'],
      [{ ...NEW_MEMBER, lastName: '' }, 'lastName: Last name field is required'],
      [{ ...NEW_MEMBER, email: '' }, 'email: Email Field is required'],
      [{ ...NEW_MEMBER, email: 'a@example.com' }, 'email: Email not valid'],
      [
        { ...NEW_MEMBER, password: 'weakpass', confirmPassword: 'weakpass' },
        'password: Must contain 8 characters, One uppercase, One lowercase, One number and one special case character',
      ],
      [
        { ...NEW_MEMBER, password: 'Admin@12345', confirmPassword: 'Admin@12345' },
        'password: This password is too common or published: choose another one',
      ],
      [
        { ...NEW_MEMBER, password: 'pASSWORD@123', confirmPassword: 'pASSWORD@123' },
        'password: This password is too common or published: choose another one',
      ],
      [{ ...NEW_MEMBER, confirmPassword: '' }, 'confirmPassword: Confirm field required'],
      [{ ...NEW_MEMBER, confirmPassword: 'Brand@12345' }, 'confirmPassword: Password must be match'],
      [{ ...NEW_MEMBER, role: [] }, 'role: Please Select at least one role for team'],
      [{ ...NEW_MEMBER, role: ['readBrand', 'readEverything'] }, 'role: Unknown permission: readEverything'],
      [{ ...NEW_MEMBER, role: 'readBrand' }, 'role: Must be a list'],
    ];
    for (const [payload, msg] of cases) {
      const body = envelope(await call('POST', '/api/admin/addTeam', superToken, payload));
      expect(body.code, msg).toBe(400);
      expect(body.msg).toBe(msg);
    }
  });

  it('adds a member who can sign in with exactly the given permissions', async () => {
    const body = envelope(await call('POST', '/api/admin/addTeam', superToken, { ...NEW_MEMBER, email: 'Brenda.Brand@Example.com' }));
    expect(body.code).toBe(200);
    expect(body.data).toEqual(expect.objectContaining({ email: NEW_MEMBER.email, role: ['readBrand', 'writeBrand'], isBlock: false }));
    const token = await server.loginAs(NEW_MEMBER.email, NEW_MEMBER.password);
    const details = envelope(await call('GET', '/api/admin/getAdminDetails', token));
    expect((details.data as { role: string[] }).role).toEqual(['readBrand', 'writeBrand']);
  });

  it('keeps emails unique on add and update', async () => {
    const added = envelope(await call('POST', '/api/admin/addTeam', superToken, { ...NEW_MEMBER, email: 'support@example.com' }));
    expect(added.code).toBe(409);
    expect(added.msg).toBe('email: This email is already used by another admin');
    const id = await memberId(NEW_MEMBER.email);
    const updated = envelope(
      await call('PUT', '/api/admin/updateTeamData', superToken, {
        firstName: 'Brenda',
        lastName: 'Brand',
        email: 'viewer@example.com',
        role: ['readBrand'],
        userId: id,
        existEmail: NEW_MEMBER.email,
      }),
    );
    expect(updated.code).toBe(409);
  });

  it('reads one member and applies an update to their next request', async () => {
    const id = await memberId(NEW_MEMBER.email);
    const token = await server.loginAs(NEW_MEMBER.email, NEW_MEMBER.password);
    const detail = envelope(await call('GET', `/api/admin/getTeamDetailById?userId=${id}`));
    expect(detail.teamData).toEqual(expect.objectContaining({ _id: id, firstname: 'Brenda', lastname: 'Brand' }));
    expect(envelope(await call('GET', '/api/admin/getTeamDetailById?userId=nope')).code).toBe(404);
    expect(envelope(await call('GET', '/api/admin/getTeamDetailById')).msg).toBe('userId: This field is required');

    const updated = envelope(
      await call('PUT', '/api/admin/updateTeamData', superToken, {
        firstName: 'Brenda Jo',
        lastName: 'Brand',
        email: NEW_MEMBER.email,
        role: ['readActivityLog'],
        userId: id,
        existEmail: NEW_MEMBER.email,
      }),
    );
    expect(updated.code).toBe(200);
    expect(updated.data).toEqual(expect.objectContaining({ firstname: 'Brenda Jo', role: ['readActivityLog'] }));
    // the same token, next request: the new permissions apply
    expect(envelope(await call('GET', '/api/admin/getAllActivityLogsData', token)).code).toBe(200);
  });

  it('blocks and unblocks a member; a block refuses their very next request and ends their sessions', async () => {
    const id = await memberId(NEW_MEMBER.email);
    const token = await server.loginAs(NEW_MEMBER.email, NEW_MEMBER.password);
    const blocked = envelope(await call('PUT', `/api/admin/blockTeam/${id}`));
    expect(blocked).toEqual(expect.objectContaining({ code: 200, msg: 'Successfully Block or Unblock', block: true }));
    const refused = envelope(await call('GET', '/api/admin/checkValidtoken', token));
    expect(refused.code).toBe(401);
    const unblocked = envelope(await call('PUT', `/api/admin/blockTeam/${id}`));
    expect(unblocked.block).toBe(false);
    // unblocking does not revive a token from before the block (issue 14); signing in again works
    expect(envelope(await call('GET', '/api/admin/checkValidtoken', token)).code).toBe(401);
    const fresh = await server.loginAs(NEW_MEMBER.email, NEW_MEMBER.password);
    expect(envelope(await call('GET', '/api/admin/checkValidtoken', fresh)).code).toBe(200);
    expect(envelope(await call('PUT', '/api/admin/blockTeam/unknown-id')).code).toBe(404);
  });

  it('refuses to block or delete the signed-in admin', async () => {
    const self = await memberId(SUPER_ADMIN.email);
    expect(envelope(await call('PUT', `/api/admin/blockTeam/${self}`)).code).toBe(400);
    expect(envelope(await call('DELETE', `/api/admin/RemoveTeam/${self}`)).code).toBe(400);
    expect(envelope(await call('DELETE', '/api/admin/deleteSelectedTeams', superToken, { ids: [self] })).code).toBe(400);
  });

  it('deletes one member, then several', async () => {
    const one = await server.createAdmin({ email: 'gone1@example.com', role: ['readBrand'] });
    const two = await server.createAdmin({ email: 'gone2@example.com', role: ['readBrand'] });
    const three = await server.createAdmin({ email: 'gone3@example.com', role: ['readBrand'] });
    const token = await server.loginAs('gone1@example.com', 'Member@12345');
    expect(envelope(await call('DELETE', `/api/admin/RemoveTeam/${one}`)).code).toBe(200);
    expect(envelope(await call('GET', '/api/admin/checkValidtoken', token)).code).toBe(401);
    expect(envelope(await call('DELETE', `/api/admin/RemoveTeam/${one}`)).code).toBe(404);
    expect(envelope(await call('DELETE', '/api/admin/deleteSelectedTeams', superToken, { ids: [] })).code).toBe(400);
    const many = envelope(await call('DELETE', '/api/admin/deleteSelectedTeams', superToken, { ids: [two, three] }));
    expect(many).toEqual(expect.objectContaining({ code: 200, deleted: 2 }));
  });
});

describe('activity log', () => {
  it('lists the rows the team mutations wrote, newest first, with the admin', async () => {
    const body = envelope(await call('GET', '/api/admin/getAllActivityLogsData'));
    expect(body.code).toBe(200);
    const logs = body.activityLogs as Array<{
      _id: string;
      adminId: { firstname: string } | null;
      module: string;
      action: string;
      description: string;
    }>;
    const team = logs.filter((log) => log.module === 'Team');
    expect(team.map((log) => log.description)).toEqual(
      expect.arrayContaining([
        'Added team member brenda.brand@example.com',
        'Updated team member brenda.brand@example.com',
        'Blocked team member brenda.brand@example.com',
        'Unblocked team member brenda.brand@example.com',
        'Deleted team member gone1@example.com',
        'Deleted 2 team members',
      ]),
    );
    expect(team[0].adminId?.firstname).toBe('Super');
  });

  it('deletes one row and selected rows with delActivityLog; others are refused', async () => {
    const logs = envelope(await call('GET', '/api/admin/getAllActivityLogsData')).activityLogs as Array<{ _id: string }>;
    await server.createAdmin({ email: 'logreader@example.com', role: ['readActivityLog'] });
    const reader = await server.loginAs('logreader@example.com', 'Member@12345');
    expect(envelope(await call('GET', '/api/admin/getAllActivityLogsData', reader)).code).toBe(200);
    expect(envelope(await call('DELETE', `/api/admin/deleteActivityLog/${logs[5]._id}`, reader)).code).toBe(403);
    expect(envelope(await call('PUT', '/api/admin/deleteSelectedLogs', reader, { ids: [logs[5]._id] })).code).toBe(403);
    const viewer = await server.loginAs('viewer@example.com', 'Team@12345');
    expect(envelope(await call('GET', '/api/admin/getAllActivityLogsData', viewer)).code).toBe(403);

    expect(envelope(await call('DELETE', `/api/admin/deleteActivityLog/${logs[5]._id}`)).code).toBe(200);
    expect(envelope(await call('DELETE', `/api/admin/deleteActivityLog/${logs[5]._id}`)).code).toBe(404);
    const many = envelope(await call('PUT', '/api/admin/deleteSelectedLogs', superToken, { ids: [logs[6]._id, logs[7]._id] }));
    expect(many).toEqual(expect.objectContaining({ code: 200, deleted: 2 }));
    expect(envelope(await call('PUT', '/api/admin/deleteSelectedLogs', superToken, {})).msg).toMatch(/^ids: /);
    const after = envelope(await call('GET', '/api/admin/getAllActivityLogsData')).activityLogs as Array<{
      _id: string;
      description: string;
    }>;
    expect(after.map((l) => l._id)).not.toContain(logs[6]._id);
    expect(after.map((l) => l.description)).toContain('Deleted 2 activity logs');
  });
});

describe('permissions of entities added after the spec', () => {
  const supplierMember = { ...NEW_MEMBER, email: 'sam.supplier@example.com', role: ['readSupplier', 'writeSupplier'] };

  it('refuses them while no route module grants them', async () => {
    const res = await call('POST', '/api/admin/addTeam', superToken, supplierMember);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).msg).toBe('role: Unknown permission: readSupplier');
  });

  it("hands them out once a route module grants them, and the member's token carries them", async () => {
    const withSupplier = await makeTestServer({ extraModules: { 'catalog/suppliers.ts': { grants: permissionsOf('Supplier') } } });
    try {
      const token = await withSupplier.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
      const res = await withSupplier.app.inject({
        method: 'POST',
        url: '/api/admin/addTeam',
        headers: bearer(token),
        payload: supplierMember,
      });
      expect(envelope(res).code).toBe(200);
      const member = await withSupplier.loginAs(supplierMember.email, supplierMember.password);
      const profile = await withSupplier.app.inject({ method: 'GET', url: '/api/admin/getAdminDetails', headers: bearer(member) });
      expect(profile.json<{ data?: { role?: string[] } }>().data?.role).toEqual(['readSupplier', 'writeSupplier']);
    } finally {
      await withSupplier.close();
    }
  });
});
