/**
 * What QA mode's kept shops (src/qa/shopCache.ts) depend on: a digest of the migrations, the seed,
 * the scenarios and the PGlite version, read when Vite starts. A build or a dev server whose digest
 * differs seeds its shops again instead of opening files an older one kept.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'server/db/migrations',
  'server/db/seed',
  'src/dataProvider/fake/scenarios.ts',
  'node_modules/@electric-sql/pglite/package.json',
];

function files(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file))
    .filter((file) => fs.statSync(file).isFile());
}

export function qaShopKey(root: string): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((source) => files(path.join(root, source))).sort())
    hash
      .update(`${path.relative(root, file)}\0`)
      .update(fs.readFileSync(file))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}
