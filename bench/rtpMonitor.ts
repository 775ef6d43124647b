/**
 * `npm run bench:rtp`: only the RTP monitor's figure of `npm run bench` (issue 63), every box over
 * one year of the large seed's million openings, one client's p50 against its 300 ms target, on the
 * embedded database and on PostgreSQL (DATABASE_URL, or a throwaway cluster when one can start).
 * Same environment as bench/run.ts (BENCH_SECONDS, BENCH_DATA_DIR, BENCH_FRESH_SEED); the server serves
 * the admin's build, so run `npm run build` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadLargeSeed, signIn } from './lib/largeSeed';
import { startThrowawayPostgres } from './lib/postgres';
import { RTP_MONITOR_TARGET_MS, rtpMonitorTarget, serverFigure } from './lib/serverFigures';
import { root, startReferenceServer } from './lib/servers';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'bench', '.data-large'));
const email = process.env.SEED_ADMIN_EMAIL ?? 'admin@example.com';
const password = process.env.SEED_ADMIN_PASSWORD ?? 'Admin@12345';
const log = (m: string) => console.log(m);

async function measure(label: string, env: Record<string, string>): Promise<void> {
  const server = await startReferenceServer(env);
  try {
    const token = await signIn(server.url, email, password);
    const figure = await serverFigure(server.url, token, rtpMonitorTarget(), seconds, 1);
    const verdict = figure.p50Ms < RTP_MONITOR_TARGET_MS ? 'met' : 'MISSED';
    log(
      `${label}: one client p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms, ${figure.errors} errors (target < ${RTP_MONITOR_TARGET_MS} ms: ${verdict})`,
    );
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  loadLargeSeed(dataDir, {}, log);
  await measure('getBoxRtpMonitor, one year, embedded database', { DATA_DIR: dataDir });

  const throwaway = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
  const databaseUrl = process.env.DATABASE_URL ?? (throwaway && 'url' in throwaway ? throwaway.url : undefined);
  if (!databaseUrl) {
    log(`PostgreSQL skipped: ${throwaway && 'reason' in throwaway ? throwaway.reason : 'no database'}`);
    return;
  }
  const marker = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-bench-rtp-marker-'));
  try {
    loadLargeSeed(marker, { DATABASE_URL: databaseUrl }, log);
    await measure('getBoxRtpMonitor, one year, PostgreSQL', {
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(os.tmpdir(), 'mba-bench-rtp-pg'),
    });
  } finally {
    fs.rmSync(marker, { recursive: true, force: true });
    if (throwaway && 'stop' in throwaway) throwaway.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
