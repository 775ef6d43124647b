/**
 * A digest of the migrations' source files (names and contents): it changes whenever a migration is
 * added or edited, so a database kept already migrated (pgliteTemplate.ts) is made again then.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function migrationsKey(): string {
  const dir = fileURLToPath(new URL('./migrations/', import.meta.url));
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}
