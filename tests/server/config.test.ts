import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, JWT_SECRET_FILE, loadConfig } from '../../server/config';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-config-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dataDir = path.join(tempDir(), 'data');
    const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-dist') });
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      sessionMaxAgeMs: 12 * 3_600_000,
      sessionIdleMs: null,
      webauthnRpId: null,
      webauthnOrigins: null,
      seedAdminEmail: 'admin@example.com',
      seedAdminPassword: 'Admin@12345',
      staticDir: null,
      uploadsDir: path.join(dataDir, 'uploads'),
      corsOrigin: undefined,
    });
  });

  it('generates the JWT secret once, keeps it in DATA_DIR/jwt-secret with mode 0600, and reuses it', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecretSource).toBe('generated');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second).toMatchObject({ jwtSecret: first.jwtSecret, jwtSecretSource: 'file' });
  });

  it('takes every value from the environment', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<html></html>');
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: 'postgres://u:p@db/shop',
      JWT_SECRET: 's'.repeat(40),
      JWT_EXPIRES_IN: '2h',
      SEED_ADMIN_EMAIL: 'Boss@Shop.example',
      SEED_ADMIN_PASSWORD: 'Secret@999',
      STATIC_DIR: path.join(dir, 'dist'),
      CORS_ORIGIN: 'https://admin.shop.example',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db/shop',
      jwtSecret: 's'.repeat(40),
      jwtSecretSource: 'env',
      sessionMaxAgeMs: 2 * 3_600_000,
      seedAdminEmail: 'boss@shop.example',
      seedAdminPassword: 'Secret@999',
      staticDir: path.join(dir, 'dist'),
      corsOrigin: 'https://admin.shop.example',
    });
    expect(fs.existsSync(path.join(dir, 'data', JWT_SECRET_FILE))).toBe(false);
  });

  it('refuses DATABASE_URL without JWT_SECRET, which every instance on the database must share', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u:p@db/shop' })).toThrow(
      'JWT_SECRET must be set when DATABASE_URL is set: every server instance on the database signs and checks sign-in tokens with it.',
    );
    expect(fs.existsSync(path.join(dataDir, JWT_SECRET_FILE))).toBe(false);
  });

  it('keeps uploads in an S3 bucket when S3_BUCKET is set, and says what is missing otherwise', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeNull();
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'shop-uploads',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'shop-uploads',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b-on-aws' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'b-on-aws',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT is set but S3_BUCKET is not: set S3_BUCKET to keep uploads in a bucket',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http/);
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false, not "sometimes"',
    );
  });

  it('reads TRUST_PROXY: off by default, true, a hop count or proxy addresses', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/40' })).toThrow(ConfigError);
  });

  it('reads SMTP_URL and MAIL_FROM together; neither means no mail', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).mail).toBeNull();
    const smtpUrl = 'smtps://mailer:s3cret@smtp.shop.example:465';
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: smtpUrl, MAIL_FROM: 'Shop <no-reply@shop.example>' }).mail).toEqual({
      smtpUrl,
      mailFrom: 'Shop <no-reply@shop.example>',
    });
  });

  it('refuses one of SMTP_URL and MAIL_FROM without the other, another scheme, or a sender with no address', () => {
    const dataDir = tempDir();
    const smtpUrl = 'smtp://mailer:s3cret@smtp.shop.example:587';
    const refusal = (env: NodeJS.ProcessEnv): string => {
      try {
        loadConfig({ DATA_DIR: dataDir, ...env });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    expect(refusal({ SMTP_URL: smtpUrl })).toBe('SMTP_URL is set but MAIL_FROM is not: set the sender address too');
    expect(refusal({ MAIL_FROM: 'no-reply@shop.example' })).toBe('MAIL_FROM is set but SMTP_URL is not: set both to send mail');
    expect(refusal({ SMTP_URL: 'http://mailer:s3cret@smtp.shop.example', MAIL_FROM: 'no-reply@shop.example' })).toBe(
      'SMTP_URL must start with smtp:// or smtps://, not http://',
    );
    expect(refusal({ SMTP_URL: 'smtp.shop.example:587', MAIL_FROM: 'no-reply@shop.example' })).toMatch(/^SMTP_URL must/);
    expect(refusal({ SMTP_URL: smtpUrl, MAIL_FROM: 'Shop' })).toMatch(/^MAIL_FROM must hold an email address/);
    // the SMTP password never shows in a message
    for (const env of [{ SMTP_URL: smtpUrl }, { SMTP_URL: 'ftp://mailer:s3cret@x', MAIL_FROM: 'a@b.example' }]) {
      expect(refusal(env)).not.toContain('s3cret');
    }
  });

  it('rejects a bad PORT and a short JWT_SECRET with a clear message', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });
});
