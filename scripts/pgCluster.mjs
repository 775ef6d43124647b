// A throwaway PostgreSQL cluster for the test run: Debian's initdb/pg_ctl (any version under
// /usr/lib/postgresql), a temporary directory, a free loopback port, no durability (fsync off).
// PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` OS user.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function binDir() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a cluster; returns {url, version, stop} or {error} saying why it could not. */
export async function startCluster() {
  const bin = binDir();
  if (!bin) return { error: 'no PostgreSQL server binaries under /usr/lib/postgresql (Debian package `postgresql`)' };
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return { error: 'running as root and there is no `postgres` OS user to run the server as' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-pg-'));
  const data = path.join(dir, 'data');
  const run = (cmd, args) => {
    const full = path.join(bin, cmd);
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' });
    return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
  };
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  const init = run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  if (!init.ok) {
    remove();
    return { error: `initdb failed: ${init.output.trim().split('\n').slice(-3).join(' ')}` };
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const start = run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  if (!start.ok) {
    remove();
    return { error: `pg_ctl start failed: ${start.output.trim().split('\n').slice(-3).join(' ')}` };
  }
  const version = path.basename(path.dirname(bin));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      remove();
    },
  };
}
