/**
 * What the benchmark's entries share: a step run as a child process, the large seed loaded once
 * into a data directory (or a PostgreSQL) and reused while its marker is there, and a sign-in.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './servers';

export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** Runs `cmd` in the project's folder; its duration in seconds. Throws when it fails. */
export function step(title: string, cmd: string, args: string[], log: (m: string) => void, env: Record<string, string> = {}): number {
  log(`\n${title}`);
  const t0 = performance.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${title} failed`);
  return (performance.now() - t0) / 1000;
}

/** The large seed in `dir` (DATA_DIR) or env's DATABASE_URL, marked by dir/bench-seed.json; BENCH_FRESH_SEED=1 loads it again. */
export function loadLargeSeed(dir: string, env: Record<string, string>, log: (m: string) => void): { seconds: number; reused: boolean } {
  const marker = path.join(dir, 'bench-seed.json');
  if (!process.env.BENCH_FRESH_SEED && fs.existsSync(marker)) {
    return { ...(JSON.parse(fs.readFileSync(marker, 'utf8')) as { seconds: number }), reused: true };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const took = step(`Loading the large seed into ${dir} ...`, bin('tsx'), ['server/db/seed/cli.ts', '--scale', 'large'], log, {
    DATA_DIR: dir,
    ...env,
  });
  fs.writeFileSync(marker, JSON.stringify({ seconds: Math.round(took * 10) / 10, at: new Date().toISOString() }));
  return { seconds: Math.round(took * 10) / 10, reused: false };
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const reply = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await reply.json()) as { token?: string; msg?: string };
  if (!body.token) throw new Error(`Sign-in for the benchmark failed: ${body.msg ?? reply.status}`);
  return body.token;
}
