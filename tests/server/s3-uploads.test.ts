/**
 * Uploads in an S3-compatible bucket (S3_BUCKET …, server/s3Uploads.ts), against a real S3 server
 * (s3rver): images and videos are stored as objects, served at the same /uploads/ URLs (ranges
 * and revalidation too), removed with their social proof, and the content checks and size limits
 * still keep a refused file out of the bucket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../fixtures/images';
import { api, multipart } from './catalogHelpers';
import { SUPER_ADMIN, bearer, makeTestServer, type TestServer } from './helpers';
import { startS3Server, type TestBucket } from './s3Server';

let bucket: TestBucket;
let server: TestServer;
let token: string;

beforeAll(async () => {
  bucket = await startS3Server();
  server = await makeTestServer({ s3: bucket.settings });
  token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
});
afterAll(async () => {
  await server?.close();
  await bucket?.stop();
});

/** The first bytes of an MP4 (an ftyp box, brand isom) followed by filler. */
function fakeMp4(size: number): Buffer {
  const head = Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41')]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}

async function sendVideo(method: 'POST' | 'PUT', url: string, title: string, video: Buffer, filename = 'win.mp4') {
  const form = await multipart({ title }, [{ field: 'video', name: filename, type: 'video/mp4', bytes: video }]);
  const res = await server.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'content-type': form.contentType },
    payload: form.payload,
  });
  return res.json<{ code: number; msg: string; data?: { _id: string; video: string } }>();
}

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const keyOf = (url: string) => url.slice('/uploads/'.length);

describe('uploads in an S3-compatible bucket', () => {
  it('stores a brand image in the bucket and serves it at its /uploads/ URL', async () => {
    const png = pngImage(40, 30);
    const created = await api(server, token).form('POST', '/api/admin/createBrand', { name: 'Bucket Brand', description: 'S3' }, [
      { name: 'logo.png', type: 'image/png', bytes: png },
    ]);
    expect(created.code).toBe(200);
    const image = String((created.brandData as { image: string }).image);
    expect(image).toMatch(/^\/uploads\/[0-9a-f]{24}\.png$/);
    expect(await bucket.keys()).toContain(keyOf(image));

    const served = await get(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.rawPayload.equals(png)).toBe(true);
    const again = await get(image, { 'if-none-match': String(served.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await server.app.inject({ method: 'HEAD', url: image })).statusCode).toBe(200);
  });

  it('answers an unknown or a climbing upload path with the JSON 404', async () => {
    for (const url of ['/uploads/0123456789abcdef01234567.png', '/uploads/../config.ts', '/uploads/a/..%2f..%2fx']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ code: number }>().code).toBe(404);
    }
  });

  it('streams a social-proof video into the bucket, serves a range of it, and removes it with the proof', async () => {
    const video = fakeMp4(300_000);
    const created = await sendVideo('POST', '/api/admin/createSocialProof', 'Won in the bucket', video);
    expect(created.code).toBe(200);
    const url = String(created.data?.video);
    expect(url).toMatch(/^\/uploads\/social-proofs\/[0-9a-f]{24}\.mp4$/);
    expect(await bucket.keys()).toContain(keyOf(url));

    const whole = await get(url);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await get(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);

    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/admin/deleteSocialProof/${created.data?._id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await bucket.keys()).not.toContain(keyOf(url));
    expect((await get(url)).statusCode).toBe(404);
  });

  it('keeps nothing of a video refused for its content or its size', async () => {
    const before = await bucket.keys();
    const text = Buffer.from('Only text pretending to be a video.'.repeat(40));
    expect((await sendVideo('POST', '/api/admin/createSocialProof', 'Fake', text, 'notes.mp4')).code).toBe(415);
    const huge = await sendVideo('POST', '/api/admin/createSocialProof', 'Huge', fakeMp4(104_857_601));
    expect(huge).toEqual({ code: 413, msg: 'video: File too large. Max size is 100MB.' });
    expect(await bucket.keys()).toEqual(before);
  });
});
