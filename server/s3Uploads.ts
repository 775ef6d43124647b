/**
 * Uploads in an S3-compatible bucket (S3_BUCKET and friends, server/config.ts), for several server
 * instances: each stores, serves and deletes the same objects. An object's key is its URL after
 * /uploads/ ("3fa9….png", "social-proofs/77c1….mp4"); the URLs are the same as in the uploads folder,
 * and any instance serves them, streamed from the bucket (Range and If-None-Match passed on), so
 * the admin's pages and their Content-Security-Policy stay on one origin. A streamed file (a video)
 * is written to a temporary file while its content is checked, and put in the bucket only once
 * accepted: a refused upload leaves nothing in the bucket.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { IMAGE_MIME, type ImageKind } from '../src/domain/images';
import { VIDEO_FILE_EXTENSION, VIDEO_MIME_TYPES } from '../src/domain/socialProof';
import type { UploadStore, UploadWriter } from './routeDeps';
import { IMAGE_EXTENSION, UPLOADS_PREFIX, newName } from './uploadStore';

export interface S3Settings {
  /** S3_ENDPOINT: an S3-compatible server's URL; unset: AWS S3 of the region */
  endpoint?: string;
  bucket: string;
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset: the SDK's own chain (environment, instance role) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** S3_FORCE_PATH_STYLE: http://host/bucket/key rather than http://bucket.host/key (MinIO and most self-hosted servers) */
  forcePathStyle: boolean;
}

const CACHE_CONTROL = 'public, max-age=86400';

/** The content type each stored extension is served with. */
const CONTENT_TYPES: Record<string, string> = Object.fromEntries([
  ...Object.entries(IMAGE_EXTENSION).map(([kind, ext]) => [ext, IMAGE_MIME[kind as ImageKind]]),
  ...Object.entries(VIDEO_MIME_TYPES).map(([mime, kind]) => [VIDEO_FILE_EXTENSION[kind], mime]),
]);

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** The object key of one of our upload URLs; null for any other URL or a key that climbs out. */
export function uploadKey(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return /^(?!.*\.\.)[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) ? key : null;
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // checksums only where S3 requires one: many S3-compatible servers store the SDK's default
    // aws-chunked uploads (trailing checksums) as garbled bytes
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A file written to a temporary file as it streams in, put in the bucket once committed. */
async function stagedObject(client: S3Client, bucket: string, folder: string): Promise<UploadWriter> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'mba-upload-'));
  const tmp = path.join(dir, 'part');
  const out = fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 });
  const close = async () => {
    out.end();
    if (!out.closed) await once(out, 'close');
  };
  const drop = () => fs.promises.rm(dir, { recursive: true, force: true });
  return {
    async write(chunk) {
      if (!out.write(chunk)) await once(out, 'drain');
    },
    async commit(extension) {
      try {
        await close();
        const key = `${folder}/${newName()}${extension}`;
        const { size } = await fs.promises.stat(tmp);
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: fs.createReadStream(tmp),
            ContentLength: size,
            ContentType: contentTypeOf(key),
            CacheControl: CACHE_CONTROL,
          }),
        );
        return `${UPLOADS_PREFIX}${key}`;
      } finally {
        await drop();
      }
    },
    async discard() {
      out.destroy();
      await drop();
    },
  };
}

export function s3UploadStore(client: S3Client, bucket: string): UploadStore {
  return {
    async saveImage(bytes, kind) {
      const key = `${newName()}${IMAGE_EXTENSION[kind]}`;
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: IMAGE_MIME[kind], CacheControl: CACHE_CONTROL }),
      );
      return `${UPLOADS_PREFIX}${key}`;
    },
    begin: (folder) => stagedObject(client, bucket, folder),
    async remove(url) {
      const key = uploadKey(url);
      if (key) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

const statusOf = (err: unknown): number | undefined => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);

/** GET (and HEAD) /uploads/<key>: the object streamed from the bucket, as the uploads folder serves it. */
export function serveS3Uploads(app: FastifyInstance, client: S3Client, bucket: string): void {
  app.get(`${UPLOADS_PREFIX}*`, async (req, reply) => {
    const key = uploadKey(req.url.split('?')[0]);
    if (!key) return reply.callNotFound();
    const ifNoneMatch = req.headers['if-none-match'];
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key, Range: req.headers.range, IfNoneMatch: ifNoneMatch }),
      );
      reply
        .code(object.ContentRange ? 206 : 200)
        .header('content-type', object.ContentType ?? contentTypeOf(key))
        .header('cache-control', CACHE_CONTROL)
        .header('accept-ranges', 'bytes');
      if (object.ETag) reply.header('etag', object.ETag);
      if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
      if (object.ContentRange) reply.header('content-range', object.ContentRange);
      return reply.send(object.Body as Readable);
    } catch (err) {
      const status = statusOf(err);
      if (status === 304) return reply.code(304).header('etag', ifNoneMatch).send();
      if (status === 404 || (err instanceof S3ServiceException && err.name === 'NoSuchKey')) return reply.callNotFound();
      if (status === 416) return reply.code(416).send();
      throw err;
    }
  });
}
