/**
 * QA mode's uploads store (server/routeDeps.ts UploadStore), in the tab's memory: an image is kept
 * as a data: URI (the admin shows those as they are), a streamed file (a social-proof video) as a
 * blob: URL of this page, ending as the server's file names do (`#video.mp4`: a fragment, ignored
 * when the URL is read). Removing a URL of this store frees it; other URLs are left alone.
 */
import { IMAGE_MIME } from '../../domain/images';
import { VIDEO_EXTENSIONS, VIDEO_MIME_TYPES } from '../../domain/socialProof';
import type { UploadStore } from '../../../server/routeDeps';

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The MIME type of a stored file's extension ('.mp4' -> 'video/mp4'), or none. */
function typeOf(extension: string): string {
  const kind = VIDEO_EXTENSIONS[extension];
  return Object.entries(VIDEO_MIME_TYPES).find(([, k]) => k === kind)?.[0] ?? '';
}

export function memoryUploadStore(): UploadStore {
  const kept = new Set<string>();
  return {
    async saveImage(bytes, kind) {
      return `data:${IMAGE_MIME[kind]};base64,${base64(bytes)}`;
    },
    async begin() {
      let chunks: Uint8Array<ArrayBuffer>[] = [];
      return {
        async write(chunk) {
          chunks.push(new Uint8Array(chunk));
        },
        async commit(extension) {
          const url = `${URL.createObjectURL(new Blob(chunks, { type: typeOf(extension) }))}#video${extension}`;
          chunks = [];
          kept.add(url);
          return url;
        },
        async discard() {
          chunks = [];
        },
      };
    },
    async remove(url) {
      if (!url || !kept.delete(url)) return;
      URL.revokeObjectURL(url.slice(0, url.indexOf('#')));
    },
  };
}
