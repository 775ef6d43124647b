/**
 * A new PGlite database starts as a copy of an empty one, made once and kept, instead of running
 * initdb again: initdb in WebAssembly takes about 1.3 s in memory and 2.9 s into a directory on a
 * 2-core machine, loading the kept copy 0.3 s and 0.6 s. PGlite's own clone() works this way.
 *
 * The copy is an uncompressed tar of the data directory (about 40 MB), one per PGlite version, in
 * node_modules/.cache/mystery-box-admin (or `cacheDir`). The first process to need it makes it from
 * an in-memory database and writes it under a temporary name before renaming it, so a process that
 * reads it never sees half of one. `open` falls back to a plain initdb (and drops the kept copy) if
 * the copy cannot be read or loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/** node_modules/.cache/mystery-box-admin beside the PGlite package this server loads, and that package's version. */
function pgliteHome(): { cacheDir: string; version: string } {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { cacheDir: path.join(dir, '..', '..', '.cache', 'mystery-box-admin'), version };
}

export function templateFile(cacheDir?: string): string {
  const home = pgliteHome();
  return path.join(cacheDir ?? home.cacheDir, `pglite-${home.version}-empty.tar`);
}

/** Makes the empty database's tar at `file` (temporary name, then rename). */
async function makeTemplate(file: string): Promise<void> {
  const empty = await PGlite.create('memory://');
  try {
    const tar = await empty.dumpDataDir('none');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    try {
      fs.writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
      fs.renameSync(partial, file);
    } catch (err) {
      fs.rmSync(partial, { force: true }); // nothing half-written stays (a full disk)
      throw err;
    }
  } finally {
    await empty.close();
  }
}

// one making at a time per process (tests open several databases at once)
const making = new Map<string, Promise<void>>();

async function template(file: string): Promise<Blob> {
  if (!fs.existsSync(file)) {
    let made = making.get(file);
    if (!made) {
      made = makeTemplate(file).finally(() => making.delete(file));
      making.set(file, made);
    }
    await made;
  }
  return fs.openAsBlob(file);
}

/** Whether PGlite would create a new database in `dataDir` ('memory://…' or a directory without one). */
function isNew(dataDir: string): boolean {
  return dataDir.startsWith('memory://') || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * PGlite.create for `dataDir`: a new database is loaded from the kept empty one; an existing one
 * opens as it is.
 */
export async function openPglite(
  dataDir: string,
  options: Omit<PGliteOptions, 'dataDir' | 'loadDataDir'> = {},
  cacheDir?: string,
): Promise<PGlite> {
  if (!isNew(dataDir)) return PGlite.create({ ...options, dataDir });
  const file = templateFile(cacheDir);
  try {
    return await PGlite.create({ ...options, dataDir, loadDataDir: await template(file) });
  } catch {
    // an unreadable or damaged copy: start this database with initdb, and make the copy again next time
    fs.rmSync(file, { force: true });
    if (!dataDir.startsWith('memory://')) fs.rmSync(dataDir, { recursive: true, force: true });
    return PGlite.create({ ...options, dataDir });
  }
}
