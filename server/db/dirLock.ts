/**
 * One process at a time on a data directory: `server.lock` names its holder by pid and, on Linux,
 * by when that process started (boot id and start time from /proc), so a pid the system has since
 * given to another process no longer counts as a holder. Without /proc only the pid is known: a
 * lock whose pid is alive is kept, as is one we cannot tell apart.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(
    public readonly lockFile: string,
    public readonly pid: number,
  ) {
    super(
      `The database in ${path.dirname(lockFile)} is already open by another server (pid ${pid}). Stop it first, or set DATA_DIR to another directory. If no server uses it, delete ${lockFile}.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

const readOr = (file: string, fallback: string) => {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return fallback;
  }
};

/** This boot and the process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat); undefined without /proc. */
function startOf(pid: number): string | undefined {
  const stat = readOr(`/proc/${pid}/stat`, '');
  // the fields after the command name, which is in parentheses and may hold spaces or ')'
  const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return startTime ? `${readOr('/proc/sys/kernel/random/boot_id', 'boot')}/${startTime}` : undefined;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// the lock files this process holds: the same pid in a lock we do not hold is a former process's
const heldHere = new Set<string>();

/** Why the lock's holder is gone, or undefined while it may still hold the directory. */
function staleBecause(lockFile: string, pid: number, start: string | undefined): string | undefined {
  if (pid === process.pid) return heldHere.has(lockFile) ? undefined : `pid ${pid} is this process's now, so its holder has ended`;
  if (!processAlive(pid)) return `process ${pid} has ended`;
  const now = startOf(pid);
  if (start !== undefined && now !== undefined && now !== start)
    return `process ${pid} has ended and its pid belongs to another process now`;
  // a lock of a version that wrote only the pid: its holder ran the same program as this process
  const command = readOr(`/proc/${pid}/comm`, '');
  if (start === undefined && command !== '' && command !== readOr('/proc/self/comm', command)) {
    return `process ${pid} has ended and its pid belongs to another program (${command}) now`;
  }
  return undefined;
}

/**
 * Takes the lock file in dir (made if needed). A lock left by a process that is gone is taken over,
 * saying so on the console; a live holder's refuses with DatabaseLockedError. Returns its release.
 */
export function acquireDirectoryLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lockFile = path.join(dir, 'server.lock');
  const content = [process.pid, startOf(process.pid)].filter((line) => line !== undefined).join('\n');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, content, { flag: 'wx', mode: 0o600 });
      heldHere.add(lockFile);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(lockFile);
        try {
          if (fs.readFileSync(lockFile, 'utf8') === content) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const [pidLine = '', start = ''] = fs.readFileSync(lockFile, 'utf8').split('\n');
      const pid = Number.parseInt(pidLine, 10);
      const stale = Number.isSafeInteger(pid) && pid > 0 ? staleBecause(lockFile, pid, start || undefined) : 'it names no process';
      if (stale === undefined) throw new DatabaseLockedError(lockFile, pid);
      console.warn(`Taking over the stale lock ${lockFile}: ${stale}.`);
      fs.unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not take the lock in ${dir}`);
}
