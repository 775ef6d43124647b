/**
 * A throwaway PostgreSQL cluster for the bench's PostgreSQL figures: initdb into a temp dir, a
 * loopback port, trust auth, durability off and wal_level=minimal, removed afterwards. PostgreSQL
 * refuses to run as root, so as root the binaries run as the `postgres` OS user (runuser). Returns
 * null, with the reason, when it cannot.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/e2e/harness';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  url: string;
  stop: () => void;
}

function run(args: string[]): { ok: boolean; output: string } {
  const asRoot = process.getuid?.() === 0;
  const [cmd, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  const result = spawnSync(cmd, rest, { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`.trim() };
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | { reason: string }> {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) return { reason: `no PostgreSQL binaries at ${BIN}` };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-bench-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  const init = run([path.join(BIN, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  if (!init.ok) {
    cleanup();
    return { reason: `initdb failed: ${init.output.split('\n').slice(-2).join(' ')}` };
  }
  const port = await freePort();
  // a throwaway cluster: no durability, and no write-ahead log beyond what recovery needs (nothing
  // replicates or archives it), so the seed's load skips the log here as on the embedded database
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c wal_level=minimal -c max_wal_senders=0`;
  const start = run([path.join(BIN, 'pg_ctl'), '-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  if (!start.ok) {
    cleanup();
    return { reason: `pg_ctl start failed: ${start.output.split('\n').slice(-2).join(' ')}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run([path.join(BIN, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
      cleanup();
    },
  };
}
