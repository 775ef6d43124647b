/**
 * Two instances on one PostgreSQL (issue 65): getUserData's throughput with both serving at once
 * (each its own clients, the two rates summed), and the database's idle load with both up and
 * nothing changing: its transactions per second (pg_stat_database, the measuring session's own left
 * out), after a VACUUM ANALYZE so that autovacuum has nothing left to do; its runs in that window,
 * the database's own work, are shown beside it.
 */
import pg from 'pg';
import { serverFigure, WHOLE_USERS, type ServerFigure } from './serverFigures';
import type { Running } from './servers';

export interface InstancesFigure {
  /** getUserData, both instances serving, 5 clients each */
  bothServing: { requestsPerSec: number; perInstance: ServerFigure[] };
  idle: { seconds: number; transactionsPerSec: number; autovacuumRuns: number };
}

const IDLE_SECONDS = 30;

/** `a` and `b`: two started servers on `databaseUrl`, signed in with `token` (valid on both). */
export async function instancesFigure(
  databaseUrl: string,
  a: Running,
  b: Running,
  token: string,
  seconds: number,
): Promise<InstancesFigure> {
  const target = { name: WHOLE_USERS, method: 'GET', path: '/api/admin/getUserData' } as const;
  const perInstance = await Promise.all([a, b].map((server) => serverFigure(server.url, token, target, seconds, 5)));
  const requestsPerSec = Math.round(perInstance.reduce((sum, figure) => sum + figure.requestsPerSec, 0) * 10) / 10;

  // autovacuum's transactions (after the seed, after the load) would count: done first, by hand, in a
  // session that then ends (its statistics are reported as it ends, not seconds later)
  const vacuum = new pg.Client({ connectionString: databaseUrl });
  await vacuum.connect();
  await vacuum.query('vacuum analyze').finally(() => vacuum.end());
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // each reading is one transaction of this session: left out below
    const transactions = async () =>
      Number(
        (
          await client.query<{ n: string }>(
            'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
          )
        ).rows[0].n,
      );
    // a busy session reports its last statistics up to 10 s after going idle (PostgreSQL's
    // PGSTAT_IDLE_INTERVAL): the load's must be in before the window opens
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const since = new Date();
    const before = await transactions();
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const after = await transactions();
    const auto = await client.query<{ runs: string }>(
      'select count(*) filter (where last_autoanalyze >= $1) + count(*) filter (where last_autovacuum >= $1) as runs from pg_stat_user_tables',
      [since],
    );
    return {
      bothServing: { requestsPerSec, perInstance },
      idle: {
        seconds: IDLE_SECONDS,
        transactionsPerSec: Math.round((Math.max(0, after - before - 1) / IDLE_SECONDS) * 100) / 100,
        autovacuumRuns: Number(auto.rows[0].runs),
      },
    };
  } finally {
    await client.end();
  }
}
