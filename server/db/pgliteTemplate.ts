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
 *
 * A prepared copy (`PreparedTemplate`: the empty one after a step, such as the migrations, named by
 * a key that changes with what the step does) is kept the same way, so a new database can start with
 * that step done: the migrations take 0.8 s on a new data directory. When a prepared copy is made,
 * the ones of older keys are removed.
 *
 * A new database in a directory (not in memory) is a copy of a kept directory beside the tar, made
 * from it once (PGlite loads the tar into it, then closes it): copying the files and opening them
 * takes 0.55-0.7 s to a first query in a new process, loading the tar 0.77-0.84 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { makePrivate } from './privateFiles.js';

/** node_modules/.cache/mystery-box-admin beside the PGlite package this server loads, and that package's version. */
function pgliteHome(): { cacheDir: string; version: string } {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { cacheDir: path.join(dir, '..', '..', '.cache', 'mystery-box-admin'), version };
}

/** The empty database after a step: `key` names what the step does (it changes when the step does). */
export interface PreparedTemplate {
  key: string;
  prepare(db: PGlite): Promise<void>;
}

const PREPARED_PREFIX = 'prepared-';

export function templateFile(cacheDir?: string, prepared?: Pick<PreparedTemplate, 'key'>): string {
  const home = pgliteHome();
  const kind = prepared ? `${PREPARED_PREFIX}${prepared.key}` : 'empty';
  return path.join(cacheDir ?? home.cacheDir, `pglite-${home.version}-${kind}.tar`);
}

/** The kept directory made from the tar at `file`. */
export const templateDirectoryOf = (file: string) => file.replace(/\.tar$/, '.dir');

/** Removes a kept copy: the tar and the directory made from it. */
function removeKept(file: string): void {
  fs.rmSync(file, { force: true });
  fs.rmSync(templateDirectoryOf(file), { recursive: true, force: true });
}

/** Prepared copies of other keys than `file`'s, made more than an hour ago (a process may be reading a newer one). */
function removeOtherPrepared(file: string): void {
  const dir = path.dirname(file);
  const prefix = path.basename(file).slice(0, path.basename(file).indexOf(PREPARED_PREFIX) + PREPARED_PREFIX.length);
  for (const name of fs.readdirSync(dir)) {
    const other = path.join(dir, name);
    if (other === file || !name.startsWith(prefix) || !name.endsWith('.tar')) continue;
    if (Date.now() - fs.statSync(other).mtimeMs > 3_600_000) removeKept(other);
  }
}

/** Makes the tar at `file` (temporary name, then rename): the empty database, or a prepared one made from `empty`'s. */
async function makeTemplate(file: string, from?: { empty: Blob; prepared: PreparedTemplate }): Promise<void> {
  const empty = from ? await PGlite.create({ dataDir: 'memory://', loadDataDir: from.empty }) : await PGlite.create('memory://');
  try {
    if (from) await from.prepared.prepare(empty);
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

async function template(file: string, from?: () => Promise<{ empty: Blob; prepared: PreparedTemplate }>): Promise<Blob> {
  if (!fs.existsSync(file)) {
    let made = making.get(file);
    if (!made) {
      made = (async () => {
        await makeTemplate(file, from && (await from()));
        if (from) removeOtherPrepared(file);
      })().finally(() => making.delete(file));
      making.set(file, made);
    }
    await made;
  }
  return fs.openAsBlob(file);
}

/**
 * The kept directory of the tar at `file` (`tar`, its content), made on first need: PGlite loads the
 * tar into a temporary directory and closes it, which is then renamed, so no process copies half of
 * one. If another process made it meanwhile, its directory is kept and this one removed.
 */
async function templateDirectory(file: string, tar: Blob): Promise<string> {
  const dir = templateDirectoryOf(file);
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  let made = making.get(dir);
  if (!made) {
    made = (async () => {
      const partial = `${dir}.${process.pid}.${Date.now()}.partial`;
      try {
        const db = await PGlite.create({ dataDir: partial, loadDataDir: tar });
        await db.close();
        makePrivate(partial); // its copies keep its modes (PGlite gives most files 666)
        fs.renameSync(partial, dir);
      } catch (err) {
        fs.rmSync(partial, { recursive: true, force: true });
        if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw err;
      }
    })().finally(() => making.delete(dir));
    making.set(dir, made);
  }
  await made;
  return dir;
}

/** Whether PGlite would create a new database in `dataDir` ('memory://…' or a directory without one). */
function isNew(dataDir: string): boolean {
  return dataDir.startsWith('memory://') || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * PGlite.create for `dataDir`: a new database is loaded from the kept empty one, or from the kept
 * prepared one when `prepared` is given (made from the empty one on first need); an existing one
 * opens as it is. If a kept copy fails, the new database starts with initdb, without the prepared
 * step (a caller runs it again anyway, as the migrations do when there are any left to run).
 */
export async function openPglite(
  dataDir: string,
  options: Omit<PGliteOptions, 'dataDir' | 'loadDataDir'> = {},
  cacheDir?: string,
  prepared?: PreparedTemplate,
): Promise<PGlite> {
  const pglite = await createPglite(dataDir, options, cacheDir, prepared);
  // new, copied, or left with PGlite's own modes by an older version: private once open (files 600,
  // folders 700), including the files PostgreSQL rewrote while starting
  if (dataDir.startsWith('memory://')) return pglite;
  try {
    makePrivate(dataDir);
  } catch (err) {
    await pglite.close();
    throw err;
  }
  return pglite;
}

async function createPglite(
  dataDir: string,
  options: Omit<PGliteOptions, 'dataDir' | 'loadDataDir'>,
  cacheDir?: string,
  prepared?: PreparedTemplate,
): Promise<PGlite> {
  if (!isNew(dataDir)) return PGlite.create({ ...options, dataDir });
  const emptyFile = templateFile(cacheDir);
  const file = prepared ? templateFile(cacheDir, prepared) : emptyFile;
  try {
    const from = prepared && (async () => ({ empty: await template(emptyFile), prepared }));
    const tar = await template(file, from);
    if (dataDir.startsWith('memory://')) return await PGlite.create({ ...options, dataDir, loadDataDir: tar });
    fs.cpSync(await templateDirectory(file, tar), dataDir, { recursive: true });
    return await PGlite.create({ ...options, dataDir });
  } catch {
    // an unreadable or damaged copy: start this database with initdb, and make the copies again next time
    removeKept(file);
    removeKept(emptyFile);
    if (!dataDir.startsWith('memory://')) fs.rmSync(dataDir, { recursive: true, force: true });
    return PGlite.create({ ...options, dataDir });
  }
}
