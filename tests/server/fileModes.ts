import fs from 'node:fs';
import path from 'node:path';

/** Entries of dir (itself included) that the group or other accounts may read, write or enter, with their modes. */
export function openToOthers(dir: string): string[] {
  const entries = [dir, ...fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name))];
  return entries
    .map((entry) => ({ entry, mode: fs.lstatSync(entry).mode }))
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ entry, mode }) => `${(mode & 0o777).toString(8)} ${path.relative(dir, entry)}`);
}
