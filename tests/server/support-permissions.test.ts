/**
 * The support screens' access decisions (core §6 access names feedback, winnerSocialProof,
 * returnOrder; operations §6 "not gated by role"; docs/permissions.md "Support"): members are added
 * through the team API, as the team form does, so the permissions are shown to be grantable; then
 * each route answers by src/domain/supportAccess.ts (and the deposits by src/domain/profitAccess.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, envelope, makeTestServer, SUPER_ADMIN, type TestServer } from './helpers';

let server: TestServer;
let superToken: string;

beforeAll(async () => {
  server = await makeTestServer();
  superToken = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
});

afterAll(async () => {
  await server?.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
  return server.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
}

let memberCount = 0;
/** Adds a member through POST addTeam (the team form's call) and signs them in. */
async function member(role: string[]): Promise<string> {
  memberCount += 1;
  const email = `support.member${memberCount}@example.com`;
  const added = envelope(
    await call('POST', '/api/admin/addTeam', superToken, {
      firstName: 'Sophie',
      lastName: 'Support',
      email,
      password: 'Support@123',
      confirmPassword: 'Support@123',
      role,
    }),
  );
  expect(added.code, String(added.msg)).toBe(200);
  return server.loginAs(email, 'Support@123');
}

function multipartTitle(title: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----mbaSupportBoundary';
  const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n--${boundary}--\r\n`);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function sendForm(method: 'POST' | 'PUT', url: string, token: string, title: string) {
  const form = multipartTitle(title);
  return server.app.inject({ method, url, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
}

async function codeOf(response: Promise<Awaited<ReturnType<typeof call>>>): Promise<number> {
  return envelope(await response).code;
}

describe('the team form hands out the support permissions', () => {
  it('accepts every support permission in a member role, and still refuses unknown names', async () => {
    const role = [
      'readfeedback',
      'writefeedback',
      'readwinnerSocialProof',
      'writewinnerSocialProof',
      'delwinnerSocialProof',
      'readreturnOrder',
      'writereturnOrder',
    ];
    await member(role);
    const refused = envelope(
      await call('POST', '/api/admin/addTeam', superToken, {
        firstName: 'Unknown',
        lastName: 'Perms',
        email: 'unknown.perms@example.com',
        password: 'Support@123',
        confirmPassword: 'Support@123',
        role: ['delfeedback'],
      }),
    );
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('role: Unknown permission: delfeedback');
  });
});

describe('feedback: reading needs read, write or del feedback', () => {
  it.each([[['readfeedback']], [['writefeedback']]])('%j reads the feedback list', async (role) => {
    expect(await codeOf(call('GET', '/api/admin/getAllUserFeedbacks', await member(role)))).toBe(200);
  });

  it.each([[['readreturnOrder']], [['readwinnerSocialProof']], [['readDashboard']]])('%j may not read feedback', async (role) => {
    expect(await codeOf(call('GET', '/api/admin/getAllUserFeedbacks', await member(role)))).toBe(403);
  });
});

describe('social proofs: read to see, write to create and edit, del to delete', () => {
  let proofId: string;

  beforeAll(async () => {
    const list = envelope(await call('GET', '/api/admin/getAllSocialProofs', superToken));
    proofId = (list.socialProofs as Array<{ _id: string }>)[0]._id;
  });

  it('a reader lists and opens proofs but may neither save nor delete', async () => {
    const reader = await member(['readwinnerSocialProof']);
    expect(await codeOf(call('GET', '/api/admin/getAllSocialProofs', reader))).toBe(200);
    expect(await codeOf(call('GET', `/api/admin/getSocialProofById/${proofId}`, reader))).toBe(200);
    expect(await codeOf(sendForm('POST', '/api/admin/createSocialProof', reader, 'New'))).toBe(403);
    expect(await codeOf(sendForm('PUT', `/api/admin/updateSocialProof/${proofId}`, reader, 'Renamed'))).toBe(403);
    expect(await codeOf(call('DELETE', `/api/admin/deleteSocialProof/${proofId}`, reader))).toBe(403);
  });

  it('writewinnerSocialProof edits a proof but does not delete it', async () => {
    const writer = await member(['writewinnerSocialProof']);
    expect(await codeOf(call('GET', '/api/admin/getAllSocialProofs', writer))).toBe(200);
    const updated = envelope(await sendForm('PUT', `/api/admin/updateSocialProof/${proofId}`, writer, 'Renamed by a writer'));
    expect(updated.code).toBe(200);
    // a new proof without a video passes the gate and stops at the form's rule
    expect(envelope(await sendForm('POST', '/api/admin/createSocialProof', writer, 'No video')).msg).toBe(
      'video: Please upload a valid video.',
    );
    expect(await codeOf(call('DELETE', `/api/admin/deleteSocialProof/${proofId}`, writer))).toBe(403);
    expect(await codeOf(call('GET', `/api/admin/getSocialProofById/${proofId}`, superToken))).toBe(200);
  });

  it('delwinnerSocialProof deletes a proof but does not edit one', async () => {
    const deleter = await member(['delwinnerSocialProof']);
    expect(await codeOf(sendForm('PUT', `/api/admin/updateSocialProof/${proofId}`, deleter, 'Renamed'))).toBe(403);
    expect(await codeOf(call('DELETE', `/api/admin/deleteSocialProof/${proofId}`, deleter))).toBe(200);
    expect(await codeOf(call('GET', `/api/admin/getSocialProofById/${proofId}`, superToken))).toBe(404);
  });

  it('other permissions open nothing of it', async () => {
    const other = await member(['readfeedback', 'writereturnOrder']);
    expect(await codeOf(call('GET', '/api/admin/getAllSocialProofs', other))).toBe(403);
  });
});

describe('return orders: read to see, writereturnOrder to approve or reject', () => {
  async function pendingIds(): Promise<string[]> {
    const list = envelope(await call('GET', '/api/admin/getAllReturnOrderRequest', superToken));
    return (list.returnRequests as Array<{ _id: string; status: string }>).filter((r) => r.status === 'pending').map((r) => r._id);
  }

  it('a reader sees the list and the details but cannot decide', async () => {
    const reader = await member(['readreturnOrder']);
    const [id] = await pendingIds();
    expect(await codeOf(call('GET', '/api/admin/getAllReturnOrderRequest', reader))).toBe(200);
    expect(await codeOf(call('GET', `/api/admin/getSingleReturnOrderRequestDetails/${id}`, reader))).toBe(200);
    expect(await codeOf(call('PUT', `/api/admin/adminActioninUserReturnRequest/${id}`, reader, { id, status: 'approved' }))).toBe(403);
    expect(await pendingIds()).toContain(id);
  });

  it('a support member with writereturnOrder handles a return', async () => {
    const handler = await member(['writereturnOrder']);
    const [id] = await pendingIds();
    expect(await codeOf(call('GET', '/api/admin/getAllReturnOrderRequest', handler))).toBe(200);
    const decided = envelope(await call('PUT', `/api/admin/adminActioninUserReturnRequest/${id}`, handler, { id, status: 'rejected' }));
    expect(decided).toEqual(expect.objectContaining({ code: 200, resultData: { code: 200, msg: 'status updated successfully' } }));
    expect(await pendingIds()).not.toContain(id);
  });

  it('feedback or social-proof permissions do not open return orders', async () => {
    const other = await member(['writefeedback', 'delwinnerSocialProof']);
    expect(await codeOf(call('GET', '/api/admin/getAllReturnOrderRequest', other))).toBe(403);
  });
});

describe('purchase history and deposits: any Deposits permission reads them', () => {
  it.each([[['readDeposits']], [['delDeposits']]])('%j reads the purchase history and the deposits', async (role) => {
    const token = await member(role);
    expect(await codeOf(call('GET', '/api/admin/getUserPurchaseHistory', token))).toBe(200);
    expect(await codeOf(call('GET', '/api/admin/getDepositeTransactions', token))).toBe(200);
    expect(await codeOf(call('GET', '/api/admin/getDepositData', token))).toBe(200);
  });

  it('a member without a Deposits permission is refused with the server message', async () => {
    const token = await member(['readOrders', 'writereturnOrder']);
    const refused = envelope(await call('GET', '/api/admin/getUserPurchaseHistory', token));
    expect(refused.code).toBe(403);
    expect(refused.msg).toEqual(expect.any(String));
    expect(await codeOf(call('GET', '/api/admin/getDepositeTransactions', token))).toBe(403);
  });
});
