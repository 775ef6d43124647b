/**
 * Step-up (issue 62): every route that changes money, odds or access refuses a session that gave no
 * proof of identity in the last 5 minutes, with a 403 that says so (`stepUpRequired`) and which
 * proofs the admin can give; the proof (here the password of an admin without a second factor, or
 * the sign-in itself) opens them for 5 minutes; a wrong one counts toward the sign-in limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRoutes } from '../../server/routeModules';
import { SUPER_ADMIN, makeTestServer, type TestServer } from './helpers';
import { api, withdrawalRequest } from './securityHelpers';

const MINUTE = 60_000;
let clock = Date.now();
let server: TestServer;

beforeAll(async () => {
  server = await makeTestServer({ now: () => clock });
});
afterAll(async () => {
  await server.close();
});

/** The dangerous calls, each as a super admin would send it. */
async function dangerousCalls(): Promise<Array<[name: string, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]>> {
  const { orderId } = await withdrawalRequest(server, `step-up-${Math.random().toString(36).slice(2, 8)}`, 5000, 2500);
  const user = await server.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow();
  const box = await server.db.selectFrom('boxes').select(['id', 'name', 'price', 'category']).limit(1).executeTakeFirstOrThrow();
  const products = await server.db.selectFrom('products').select('id').limit(2).execute();
  const boxBody = {
    name: `${box.name}`,
    price: Number(box.price),
    category: box.category,
    chooseProduct: [
      { productId: products[0].id, chance: 60 },
      { productId: products[1].id, chance: 40 },
    ],
  };
  const member = await server.db.selectFrom('admins').select('id').where('email', '=', 'support@example.com').executeTakeFirstOrThrow();
  return [
    ['a large withdrawal approval', 'POST', '/ccpayment/withdrawFromAdmin', { orderId }],
    ['a wallet credit', 'PUT', '/addWalletAmount', { id: user.id, walletAmount: 10 }],
    ['a box update (its odds)', 'PUT', `/updateBox/${box.id}`, boxBody],
    ['a new box (its odds)', 'POST', '/createBox', { ...boxBody, name: 'Step-up box' }],
    [
      'a new super admin',
      'POST',
      '/addTeam',
      {
        firstName: 'New',
        lastName: 'Super',
        email: 'new-super@example.com',
        password: 'Strong@9876',
        confirmPassword: 'Strong@9876',
        role: ['suUsers'],
      },
    ],
    [
      'a member made super admin',
      'PUT',
      '/updateTeamData',
      { userId: member.id, firstName: 'Sam', lastName: 'Support', email: 'support@example.com', role: ['superAdmin'] },
    ],
    [
      'a password change',
      'POST',
      '/changePassword',
      { old_password: SUPER_ADMIN.password, password: 'Changed@4321', confirm_password: 'Changed@4321' },
    ],
    ['the security settings', 'PUT', '/securitySettings', { fourEyesThreshold: 10 }],
    ['a member’s second factor reset', 'PUT', `/resetTeamMfa/${member.id}`],
    ['new recovery codes', 'POST', '/mfa/recoveryCodes'],
  ];
}

describe('step-up', () => {
  it('is declared by exactly the routes that change money, odds or access', async () => {
    const declared = (await loadRoutes())
      .filter((r) => r.stepUp)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(declared).toEqual(
      [
        'POST /ccpayment/withdrawFromAdmin',
        'PUT /addWalletAmount',
        'POST /createBox',
        'PUT /updateBox/:id',
        'POST /addTeam',
        'PUT /updateTeamData',
        'POST /changePassword',
        'PUT /securitySettings',
        'PUT /resetTeamMfa/:id',
        'POST /mfa/recoveryCodes',
        'POST /mfa/totp/enrol',
        'POST /mfa/totp/confirm',
        'POST /mfa/passkeys/options',
        'POST /mfa/passkeys',
        'DELETE /mfa/passkeys/:id',
      ].sort(),
    );
  });

  it('lets a fresh sign-in through for 5 minutes, as a proof given', async () => {
    const token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect(await api(server, 'PUT', '/securitySettings', token, { fourEyesThreshold: 1000 })).toMatchObject({ code: 200 });
    clock += 5 * MINUTE + 1;
    expect(await api(server, 'PUT', '/securitySettings', token, { fourEyesThreshold: 1000 })).toMatchObject({
      code: 403,
      stepUpRequired: true,
    });
  });

  it('refuses each dangerous call without a recent proof, changing nothing', async () => {
    const token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
    clock += 5 * MINUTE + 1; // past the sign-in's own proof
    const before = await server.db
      .selectFrom('activity_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [name, method, url, body] of await dangerousCalls()) {
      expect(await api(server, method, url, token, body), name).toEqual({
        code: 403,
        msg: 'Confirm it is you to continue: enter your second factor, or your password if you have none.',
        stepUpRequired: true,
        methods: ['password'],
      });
    }
    const after = await server.db
      .selectFrom('activity_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('lets them through for 5 minutes after the password is given again, then asks again', async () => {
    const token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const proof = await api(server, 'POST', '/mfa/stepUp', token, { method: 'password', password: SUPER_ADMIN.password });
    expect(proof).toEqual({
      code: 200,
      msg: 'Confirmed. You can go on for 5 minutes.',
      stepUpUntil: new Date(clock + 5 * MINUTE).toISOString(),
    });
    clock += 4 * MINUTE;
    // each passes the step-up (some then stop at their own rules: the new box has no image)
    const calls = (await dangerousCalls()).filter(([name]) => name !== 'a password change');
    for (const [name, method, url, body] of calls) {
      const reply = await api(server, method, url, token, body);
      expect(reply.stepUpRequired, `${name}: ${reply.msg}`).toBeUndefined();
    }
    expect(await api(server, 'PUT', '/securitySettings', token, { fourEyesThreshold: 1000 })).toMatchObject({ code: 200 });
    clock += 1 * MINUTE + 1;
    expect(await api(server, 'PUT', '/securitySettings', token, { fourEyesThreshold: 1000 })).toMatchObject({
      code: 403,
      stepUpRequired: true,
    });
    // another session of the same admin has its own proof to give
    const other = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await api(server, 'POST', '/mfa/stepUp', token, { method: 'password', password: SUPER_ADMIN.password });
    clock += 5 * MINUTE + 1;
    expect((await api(server, 'PUT', '/securitySettings', other, { fourEyesThreshold: 1000 })).code).toBe(403);
    await api(server, 'POST', '/mfa/stepUp', token, { method: 'password', password: SUPER_ADMIN.password });
    expect(await api(server, 'PUT', '/securitySettings', other, { fourEyesThreshold: 1000 })).toMatchObject({
      code: 403,
      stepUpRequired: true,
    });
  });

  it('does not ask for a proof for a withdrawal up to the threshold, nor for a member without super admin', async () => {
    const token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const { orderId } = await withdrawalRequest(server, 'under-threshold', 500, 100);
    expect(await api(server, 'POST', '/ccpayment/withdrawFromAdmin', token, { orderId })).toMatchObject({ code: 200 });
    const member = await server.db.selectFrom('admins').select('id').where('email', '=', 'viewer@example.com').executeTakeFirstOrThrow();
    const update = { userId: member.id, firstName: 'Vic', lastName: 'Viewer', email: 'viewer@example.com', role: ['readDashboard'] };
    expect(await api(server, 'PUT', '/updateTeamData', token, update)).toMatchObject({ code: 200 });
  });

  it('refuses a wrong password with a 400 (the session stays) that counts toward the sign-in limits', async () => {
    await server.createAdmin({ email: 'forgetful@example.com', role: ['readUsers'] });
    const token = await server.loginAs('forgetful@example.com', 'Member@12345');
    for (let i = 0; i < 5; i += 1) {
      expect(await api(server, 'POST', '/mfa/stepUp', token, { method: 'password', password: 'Wrong@12345' })).toEqual({
        code: 400,
        msg: 'The password is not correct.',
      });
    }
    expect((await api(server, 'POST', '/mfa/stepUp', token, { method: 'password', password: 'Member@12345' })).code).toBe(429);
    expect((await api(server, 'GET', '/checkValidtoken', token)).code).toBe(200);
  });

  it('documents each step-up in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { description: string; 'x-step-up'?: string }>>;
    }>();
    const approve = doc.paths['/api/admin/ccpayment/withdrawFromAdmin'].post;
    expect(approve['x-step-up']).toBe('for a request above the four-eyes threshold (each of its two approvals)');
    expect(approve.description).toContain('Step-up: a proof of identity in the last 5 minutes (POST /api/admin/mfa/stepUp)');
    expect(doc.paths['/api/admin/mfa/stepUp'].post.description).toBe('Access: every signed-in admin.');
  });
});
