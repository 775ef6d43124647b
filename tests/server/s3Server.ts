/**
 * A real S3-compatible server for the tests (s3rver, on a loopback port, its objects in a temporary
 * folder), with one bucket, and the S3_* settings that reach it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3Client, type S3Settings } from '../../server/s3Uploads';

export interface TestBucket {
  settings: S3Settings;
  /** The S3_* variables for a server process. */
  env: Record<string, string>;
  /** The keys in the bucket now. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'mba-test-uploads'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver takes any key pair
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = s3Client(settings);
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => String(object.Key)).sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
