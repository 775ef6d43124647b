/**
 * What a person sees when starting the server: the printed URL and demo login, the SPA served at
 * real URLs, and a clear refusal when a second server is started on the same data directory.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness';

const root = path.resolve(import.meta.dirname, '../..');
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('starting the server', () => {
  it('prints the URL and the demo super-admin login', async () => {
    // the server answers as soon as it listens; the lines are printed just after
    await expect.poll(() => server.output()).toContain(`${server.url}/`);
    expect(server.output()).toContain('admin@example.com');
    expect(server.output()).toContain('Admin@12345');
  });

  it('serves the admin at real URLs, not only at "/"', async () => {
    const reply = await fetch(`${server.url}/users/list-user`);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('<div id="root">');
  });

  it('keeps the data directory private: another local account cannot read the database or the secret', () => {
    expect((fs.statSync(server.dataDir).mode & 0o777).toString(8)).toBe('700');
    const secret = path.join(server.dataDir, 'jwt-secret');
    expect((fs.statSync(secret).mode & 0o077).toString(8)).toBe('0');
    // as root, try it as another account: the database's files and the secret stay out of reach
    if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'nobody']).status === 0) {
      for (const file of [path.join(server.dataDir, 'pgdata', 'PG_VERSION'), secret]) {
        const read = spawnSync('runuser', ['-u', 'nobody', '--', 'cat', file], { encoding: 'utf8' });
        expect(read.status, file).not.toBe(0);
        expect(read.stderr).toMatch(/Permission denied/);
      }
    }
  });

  it('refuses a second server on the same data directory, saying why', () => {
    const second = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', DATA_DIR: server.dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).not.toBe(0);
    expect(`${second.stdout}${second.stderr}`).toMatch(/already open by another server/);
  });
});
