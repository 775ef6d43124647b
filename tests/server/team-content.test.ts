/**
 * Delivery, feedback, social proof and return orders through the real routes (operations §7):
 * gates, bad input, the video checked by content and size while streaming (nothing kept of a
 * refused upload), and a decided return request that cannot change again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, envelope, makeTestServer, SUPER_ADMIN, type TestServer } from './helpers';

let server: TestServer;
let superToken: string;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-team-uploads-'));
  server = await makeTestServer({ uploadsDir });
  superToken = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = superToken, payload?: unknown) {
  return server.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function tokenWith(email: string, role: string[]): Promise<string> {
  await server.createAdmin({ email, role });
  return server.loginAs(email, 'Member@12345');
}

interface FilePart {
  field: string;
  filename: string;
  type: string;
  content: Buffer;
}

function multipart(fields: Record<string, string>, file?: FilePart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----mbaTestBoundary7d93';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The first bytes of an MP4 (an ftyp box, brand isom) followed by filler. */
function fakeMp4(size = 2048): Buffer {
  const head = Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41')]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}

function send(method: 'POST' | 'PUT', url: string, form: ReturnType<typeof multipart>, token = superToken) {
  return server.app.inject({ method, url, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
}

function storedVideos(): string[] {
  const dir = path.join(uploadsDir, 'social-proofs');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('delivery methods', () => {
  it('creates, reads, updates and deletes with the gates of operations §6', async () => {
    const created = envelope(await call('POST', '/api/admin/createShipping', superToken, { shippingName: 'Drone Drop' }));
    expect(created.code).toBe(200);
    const id = (created.data as { _id: string })._id;
    const list = envelope(await call('GET', '/api/admin/getAllShippingData'));
    expect((list.shippingData as Array<{ shippingName: string }>).map((m) => m.shippingName)).toContain('Drone Drop');
    const one = envelope(await call('GET', `/api/admin/getShippingDetailById?shippingId=${id}`));
    expect(one.shippingData).toEqual(expect.objectContaining({ _id: id, shippingName: 'Drone Drop' }));
    const updated = envelope(
      await call('PUT', '/api/admin/updateShippingDelivery', superToken, { id, shippingName: 'Drone Drop Express' }),
    );
    expect(updated).toEqual(expect.objectContaining({ code: 200, msg: 'Delivery method updated successfully' }));
    expect(envelope(await call('POST', '/api/admin/createShipping', superToken, { shippingName: ' ' })).msg).toBe(
      'shippingName: This field is required',
    );
    expect(envelope(await call('POST', '/api/admin/createShipping', superToken, { shippingName: 'drone drop express' })).code).toBe(409);
    expect(envelope(await call('DELETE', `/api/admin/RemoveDeliveryMethod/${id}`)).code).toBe(200);
    expect(envelope(await call('DELETE', `/api/admin/RemoveDeliveryMethod/${id}`)).code).toBe(404);
  });

  it('lets writePreferences edit and delPreferences delete; refuses a reader', async () => {
    const editor = await tokenWith('prefs.editor@example.com', ['writePreferences']);
    const deleter = await tokenWith('delivery.deleter@example.com', ['delDelivery']);
    const reader = await tokenWith('prefs.reader@example.com', ['readPreferences']);
    const created = envelope(await call('POST', '/api/admin/createShipping', editor, { shippingName: 'Bike Courier' }));
    expect(created.code).toBe(200);
    const id = (created.data as { _id: string })._id;
    expect(envelope(await call('GET', '/api/admin/getAllShippingData', editor)).code).toBe(200);
    expect(envelope(await call('DELETE', `/api/admin/RemoveDeliveryMethod/${id}`, editor)).code).toBe(403);
    expect(envelope(await call('PUT', '/api/admin/updateShippingDelivery', deleter, { id, shippingName: 'X' })).code).toBe(403);
    expect(envelope(await call('GET', '/api/admin/getAllShippingData', reader)).code).toBe(403);
    const second = envelope(await call('POST', '/api/admin/createShipping', editor, { shippingName: 'Cargo Bike' }));
    const many = envelope(
      await call('DELETE', '/api/admin/deleteSelectedDeliveryMethod', deleter, { ids: [id, (second.data as { _id: string })._id] }),
    );
    expect(many).toEqual(expect.objectContaining({ code: 200, deleted: 2 }));
  });
});

describe('feedback', () => {
  it('lists every feedback with its attachment; a member without a feedback permission is refused', async () => {
    const body = envelope(await call('GET', '/api/admin/getAllUserFeedbacks'));
    expect(body.code).toBe(200);
    const rows = body.feedbacks as Array<{ attachmentType: string | null; attachment: string | null; message: string }>;
    expect(new Set(rows.map((r) => r.attachmentType))).toEqual(new Set(['image', 'pdf', 'text/plain', null]));
    const viewer = await server.loginAs('viewer@example.com', 'Team@12345');
    expect(envelope(await call('GET', '/api/admin/getAllUserFeedbacks', viewer)).code).toBe(403);
  });
});

describe('social proof', () => {
  let proofId: string;

  it('creates a proof with a video stored under the uploads dir and served back', async () => {
    const content = fakeMp4();
    const body = envelope(
      await send(
        'POST',
        '/api/admin/createSocialProof',
        multipart({ title: 'Jane won a PS5' }, { field: 'video', filename: 'win.mp4', type: 'video/mp4', content }),
      ),
    );
    expect(body.code).toBe(200);
    const data = body.data as { _id: string; title: string; video: string };
    proofId = data._id;
    expect(data.video).toMatch(/^\/uploads\/social-proofs\/[0-9a-f]{24}\.mp4$/);
    const served = await server.app.inject({ method: 'GET', url: data.video });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    const one = envelope(await call('GET', `/api/admin/getSocialProofById/${proofId}`));
    expect(one.data).toEqual(expect.objectContaining({ title: 'Jane won a PS5', video: data.video }));
    expect(storedVideos()).toHaveLength(1);
  });

  it('refuses a wrong-type file renamed to .mp4 and keeps nothing of it', async () => {
    const before = storedVideos();
    const body = envelope(
      await send(
        'POST',
        '/api/admin/createSocialProof',
        multipart(
          { title: 'Fake' },
          {
            field: 'video',
            filename: 'notes.mp4',
            type: 'video/mp4',
            content: Buffer.from('This is only a text file pretending to be a video.'.repeat(40)),
          },
        ),
      ),
    );
    expect(body.code).toBe(415);
    expect(body.msg).toBe('video: Unsupported file type. Allowed: MP4, WebM, OGG, MOV, NV.');
    expect(storedVideos()).toEqual(before);
    const count = await server.db
      .selectFrom('social_proofs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('title', '=', 'Fake')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses a video over 100 MB and keeps nothing of it', async () => {
    const before = storedVideos();
    const body = envelope(
      await send(
        'POST',
        '/api/admin/createSocialProof',
        multipart(
          { title: 'Huge' },
          {
            field: 'video',
            filename: 'huge.mp4',
            type: 'video/mp4',
            content: fakeMp4(104_857_601),
          },
        ),
      ),
    );
    expect(body.code).toBe(413);
    expect(body.msg).toBe('video: File too large. Max size is 100MB.');
    expect(storedVideos()).toEqual(before);
    expect(fs.readdirSync(path.join(uploadsDir, 'social-proofs')).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('needs a title and, for a new proof, a video; a refused form keeps no file', async () => {
    const before = storedVideos();
    const noTitle = envelope(
      await send(
        'POST',
        '/api/admin/createSocialProof',
        multipart(
          { title: ' ' },
          { field: 'video', filename: 'a.webm', type: 'video/webm', content: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, ...Array(60).fill(1)]) },
        ),
      ),
    );
    expect(noTitle.msg).toBe('title: Title is required.');
    const noVideo = envelope(await send('POST', '/api/admin/createSocialProof', multipart({ title: 'No video' })));
    expect(noVideo.msg).toBe('video: Please upload a valid video.');
    expect(storedVideos()).toEqual(before);
    const json = envelope(await call('POST', '/api/admin/createSocialProof', superToken, { title: 'json' }));
    expect(json.code).toBe(415);
  });

  it('updates the title alone, then replaces the video (the old file goes)', async () => {
    const titleOnly = envelope(await send('PUT', `/api/admin/updateSocialProof/${proofId}`, multipart({ title: 'Jane won two PS5s' })));
    expect(titleOnly.code).toBe(200);
    const oldVideo = (titleOnly.data as { video: string }).video;
    const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(500, 3)]);
    const replaced = envelope(
      await send(
        'PUT',
        `/api/admin/updateSocialProof/${proofId}`,
        multipart({ title: 'Jane won two PS5s' }, { field: 'video', filename: 'clip.ogg', type: 'video/ogg', content: ogg }),
      ),
    );
    expect(replaced.code).toBe(200);
    const newVideo = (replaced.data as { video: string }).video;
    expect(newVideo).toMatch(/\.ogg$/);
    expect(storedVideos()).toEqual([path.basename(newVideo)]);
    expect(storedVideos()).not.toContain(path.basename(oldVideo));
    expect(envelope(await send('PUT', '/api/admin/updateSocialProof/missing', multipart({ title: 'x' }))).code).toBe(404);
  });

  it('lists proofs, refuses members, and deletes a proof with its file', async () => {
    const list = envelope(await call('GET', '/api/admin/getAllSocialProofs'));
    expect((list.socialProofs as Array<{ _id: string }>).some((p) => p._id === proofId)).toBe(true);
    const viewer = await server.loginAs('viewer@example.com', 'Team@12345');
    expect(envelope(await call('GET', '/api/admin/getAllSocialProofs', viewer)).code).toBe(403);
    expect(envelope(await send('POST', '/api/admin/createSocialProof', multipart({ title: 'x' }), viewer)).code).toBe(403);
    expect(envelope(await call('DELETE', `/api/admin/deleteSocialProof/${proofId}`, viewer)).code).toBe(403);
    expect(envelope(await call('DELETE', `/api/admin/deleteSocialProof/${proofId}`)).code).toBe(200);
    expect(storedVideos()).toEqual([]);
    expect(envelope(await call('GET', `/api/admin/getSocialProofById/${proofId}`)).code).toBe(404);
  });
});

describe('return orders', () => {
  interface ReturnRow {
    _id: string;
    status: string;
    userId: { username: string };
    orderDetailId: { price: number; orderId: { orderid: string } };
  }

  async function rows(): Promise<ReturnRow[]> {
    return envelope(await call('GET', '/api/admin/getAllReturnOrderRequest')).returnRequests as ReturnRow[];
  }

  it('lists requests in the three statuses with user, price and order number', async () => {
    const list = await rows();
    expect(new Set(list.map((r) => r.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(list[0]).toEqual(expect.objectContaining({ userId: expect.objectContaining({ username: expect.any(String) }) }));
    expect(typeof list[0].orderDetailId.price).toBe('number');
    expect(list[0].orderDetailId.orderId.orderid).toEqual(expect.any(String));
  });

  it('shows one request in detail', async () => {
    const [first] = await rows();
    const body = envelope(await call('GET', `/api/admin/getSingleReturnOrderRequestDetails/${first._id}`));
    expect(body.code).toBe(200);
    const data = body.data as Record<string, Record<string, unknown>>;
    expect(data.userDetails).toEqual(
      expect.objectContaining({ username: first.userId.username, mobile: expect.any(String), address: expect.any(String) }),
    );
    expect(data.orderDetails).toEqual(expect.objectContaining({ orderId: first.orderDetailId.orderId.orderid }));
    expect(data.productDetails).toEqual(expect.objectContaining({ productName: expect.any(String), quantity: expect.any(Number) }));
    expect(data).toEqual(expect.objectContaining({ reason: expect.any(String), message: expect.any(String) }));
    expect(envelope(await call('GET', '/api/admin/getSingleReturnOrderRequestDetails/nope')).code).toBe(404);
  });

  it('approves a pending request once; a decided request cannot change again', async () => {
    const pending = (await rows()).find((r) => r.status === 'pending');
    expect(pending).toBeDefined();
    const url = `/api/admin/adminActioninUserReturnRequest/${pending!._id}`;
    expect(envelope(await call('PUT', url, superToken, { id: pending!._id, status: 'pending' })).code).toBe(400);
    const approved = envelope(await call('PUT', url, superToken, { id: pending!._id, status: 'approved' }));
    expect(approved).toEqual(expect.objectContaining({ code: 200, resultData: { code: 200, msg: 'status updated successfully' } }));
    const again = envelope(await call('PUT', url, superToken, { id: pending!._id, status: 'rejected' }));
    expect(again.code).toBe(409);
    expect(again.msg).toBe('This return request has already been approved');
    expect((await rows()).find((r) => r._id === pending!._id)?.status).toBe('approved');
    const logs = envelope(await call('GET', '/api/admin/getAllActivityLogsData')).activityLogs as Array<{
      module: string;
      description: string;
    }>;
    expect(logs.find((l) => l.module === 'ReturnOrder')?.description).toBe(
      `Marked the return request of order ${pending!.orderDetailId.orderId.orderid} as approved`,
    );
  });

  it('refuses members without the return-order permissions', async () => {
    const viewer = await server.loginAs('viewer@example.com', 'Team@12345');
    const [first] = await rows();
    expect(envelope(await call('GET', '/api/admin/getAllReturnOrderRequest', viewer)).code).toBe(403);
    expect(envelope(await call('PUT', `/api/admin/adminActioninUserReturnRequest/${first._id}`, viewer, { status: 'approved' })).code).toBe(
      403,
    );
  });
});
