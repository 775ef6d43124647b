/**
 * The server's uploads: files in a folder served at /uploads/ (DATA_DIR/uploads). Without a folder
 * (tests, API-only use) images are kept as data: URIs, like the demo seed's, and streamed files
 * (videos) cannot be kept.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { IMAGE_MIME, type ImageKind } from '../src/domain/images';
import type { UploadStore, UploadWriter } from './routeDeps';

export const IMAGE_EXTENSION: Record<ImageKind, string> = { png: '.png', gif: '.gif', jpeg: '.jpg' };
/** Where uploaded files are served; a stored file's URL is this and its name (with its folder). */
export const UPLOADS_PREFIX = '/uploads/';
const PREFIX = UPLOADS_PREFIX;

/** A new file's name: random, so names cannot be guessed or collide. */
export const newName = () => randomBytes(12).toString('hex');

function dataUri(bytes: Uint8Array, kind: ImageKind): string {
  return `data:${IMAGE_MIME[kind]};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** A file in `dir` written as it streams in, under a temporary name until it is committed. */
async function streamedFile(dir: string, urlFolder: string): Promise<UploadWriter> {
  await fs.promises.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `${newName()}.part`);
  const out = fs.createWriteStream(tmp, { flags: 'wx' });
  const close = async () => {
    out.end();
    if (!out.closed) await once(out, 'close');
  };
  return {
    async write(chunk) {
      if (!out.write(chunk)) await once(out, 'drain');
    },
    async commit(extension) {
      await close();
      const name = `${newName()}${extension}`;
      await fs.promises.rename(tmp, path.join(dir, name));
      return `${PREFIX}${urlFolder}${name}`;
    },
    async discard() {
      out.destroy();
      await fs.promises.rm(tmp, { force: true });
    },
  };
}

export function folderUploadStore(uploadsDir: string | null): UploadStore {
  return {
    async saveImage(bytes, kind) {
      if (!uploadsDir) return dataUri(bytes, kind);
      const name = `${newName()}${IMAGE_EXTENSION[kind]}`;
      await fs.promises.writeFile(path.join(uploadsDir, name), bytes, { flag: 'wx' });
      return `${PREFIX}${name}`;
    },
    async begin(folder) {
      if (!uploadsDir) return null;
      return streamedFile(path.join(uploadsDir, folder), `${folder}/`);
    },
    async remove(url) {
      if (!uploadsDir || !url || !url.startsWith(PREFIX)) return;
      // only a file below the uploads folder, whatever the URL says
      const file = path.resolve(uploadsDir, url.slice(PREFIX.length));
      if (!file.startsWith(`${path.resolve(uploadsDir)}${path.sep}`)) return;
      await fs.promises.rm(file, { force: true });
    },
  };
}
