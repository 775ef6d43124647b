/**
 * Images sent to the fake shop, checked as the server checks them (server/routes/catalog/uploads.ts
 * with src/domain/images): by their bytes, size first (413), then type (415) and dimensions (400),
 * with the same texts; an accepted image is kept as a data: URL (the admin shows those as they are).
 * Nothing of a refused file is kept.
 */
import { IMAGE_MAX_BYTES, IMAGE_MIME, checkImage } from '../../domain/images';
import { ApiError, say, t } from '../../../server/http';
import type { FakeCall } from './router';

const STATUS_OF_REASON = { size: 413, type: 415, dimension: 400 } as const;

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The checked images of a multipart call, as data: URLs, in the order sent. As the server's
 * multipart reader does, the files are checked one by one as they come, and a file part past
 * `maxFiles` (empty file inputs count, as they do for the parser) ends the call with the parser's
 * 413 "The request is too large", after the files before it were checked.
 */
export async function uploadedImages(call: FakeCall, maxFiles = 1): Promise<string[]> {
  const urls: string[] = [];
  for (const [index, file] of Object.values(call.files).flat().entries()) {
    if (index >= maxFiles) throw new ApiError(413, t('server.error.tooLarge'));
    if (file.size === 0 && file.name === '') continue; // an empty file input
    if (file.size > IMAGE_MAX_BYTES) throw new ApiError(413, t('validation.imageSize'));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = checkImage(bytes);
    if (!check.ok) throw new ApiError(STATUS_OF_REASON[check.reason], say(check.message));
    urls.push(`data:${IMAGE_MIME[check.info.kind]};base64,${base64(bytes)}`);
  }
  return urls;
}
