/**
 * Image uploads of the catalog area (core §5, operations §5): multipart bodies are read into text
 * fields and image files; every file is checked by content with src/domain/images.ts (magic bytes,
 * real dimensions, size under 1,000,000 bytes) before anything is stored (deps.uploads). A refused
 * file is never stored; a stored file whose call fails later is removed again.
 */
import { IMAGE_MAX_BYTES, checkImage, type ImageKind } from '../../../src/domain/images';
import { ApiError, say, t } from '../../http';
import type { Call } from '../../route';

export interface UploadedImage {
  field: string;
  bytes: Uint8Array;
  kind: ImageKind;
}

export interface FormBody {
  fields: Record<string, string>;
  images: UploadedImage[];
}

const STATUS_OF_REASON = { size: 413, type: 415, dimension: 400 } as const;

/** Checks one file's bytes; throws the spec's message as `{code, msg}`. */
export function checkUploadedImage(bytes: Uint8Array): ImageKind {
  const check = checkImage(bytes);
  if (!check.ok) throw new ApiError(STATUS_OF_REASON[check.reason], say(check.message));
  return check.info.kind;
}

async function readAll(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    parts.push(chunk);
    length += chunk.length;
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/**
 * The body of a form route: multipart (text fields + image files, each checked) or JSON (fields only).
 * JSON values that are not strings are kept as they are under `json`.
 */
export async function readForm(
  call: Call,
  { maxFiles = 1 }: { maxFiles?: number } = {},
): Promise<FormBody & { json: Record<string, unknown> | null }> {
  if (!call.isMultipart) {
    const body = typeof call.body === 'object' && call.body !== null ? (call.body as Record<string, unknown>) : {};
    return { fields: {}, images: [], json: body };
  }
  const fields: Record<string, string> = {};
  const images: UploadedImage[] = [];
  for await (const part of call.form({ fileSize: IMAGE_MAX_BYTES, files: maxFiles })) {
    if (part.type === 'file') {
      const bytes = await readAll(part.chunks);
      if (part.truncated()) throw new ApiError(413, t('validation.imageSize'));
      if (bytes.length === 0 && !part.filename) continue; // an empty file input
      images.push({ field: part.name, bytes, kind: checkUploadedImage(bytes) });
    } else {
      fields[part.name] = part.value;
    }
  }
  return { fields, images, json: null };
}

/** Stores the checked images in order; removes those stored when one fails. */
export async function storeImages(call: Call, images: readonly UploadedImage[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const image of images) urls.push(await call.deps.uploads.saveImage(image.bytes, image.kind));
  } catch (error) {
    await Promise.all(urls.map((url) => call.deps.uploads.remove(url)));
    throw error;
  }
  return urls;
}

/** Stores the image, runs `save` with its URL and removes the file again when `save` throws. */
export async function withStoredImage<T>(
  call: Call,
  image: UploadedImage | undefined,
  save: (url: string | undefined) => Promise<T>,
): Promise<T> {
  const url = image ? await call.deps.uploads.saveImage(image.bytes, image.kind) : undefined;
  try {
    return await save(url);
  } catch (error) {
    await call.deps.uploads.remove(url);
    throw error;
  }
}
