/**
 * Files readable and writable by this account only. The embedded database (Emscripten's file system)
 * sets its files' modes itself, 666 for most of a new database, whatever the process's umask.
 */
import fs from 'node:fs';
import path from 'node:path';

const GROUP_AND_OTHER = 0o077;

/**
 * Takes the group and other bits off `dir` and everything in it (files 600, folders 700 as the
 * database makes them). Symbolic links are left alone; an entry already private is only read.
 */
export function makePrivate(dir: string): void {
  const strip = (full: string) => {
    const { mode } = fs.lstatSync(full);
    if ((mode & GROUP_AND_OTHER) !== 0) fs.chmodSync(full, mode & 0o700);
  };
  strip(dir);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isSymbolicLink()) strip(path.join(entry.parentPath, entry.name));
  }
}
