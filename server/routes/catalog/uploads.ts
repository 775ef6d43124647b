/**
 * Image uploads of the catalog area (core §5, operations §5): multipart bodies are read into text
 * fields and image files; every file is checked by content with src/domain/images.ts (magic bytes,
 * real dimensions, size under 1,000,000 bytes) before anything is stored. A refused file is never
 * written; a stored file whose request fails later is removed again (`discardStored`).
 * Files go to the server's uploadsDir (DATA_DIR/uploads, served at /uploads/); without one (tests,
 * API-only use) the image is kept as a data: URI, like the demo seed's.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, IMAGE_MIME, checkImage, type ImageKind } from '../../../src/domain/images';
import { ApiError, say, t } from '../../http';
import { multipartError, multipartParts } from '../../multipart';

export interface UploadedImage {
  field: string;
  bytes: Buffer;
  kind: ImageKind;
}

export interface FormBody {
  fields: Record<string, string>;
  images: UploadedImage[];
}

const STATUS_OF_REASON = { size: 413, type: 415, dimension: 400 } as const;

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Checks one file's bytes; throws the spec's message as `{code, msg}`. */
export function checkUploadedImage(bytes: Buffer): ImageKind {
  const check = checkImage(bytes);
  if (!check.ok) throw new ApiError(STATUS_OF_REASON[check.reason], say(check.message));
  return check.info.kind;
}

/**
 * The body of a form route: multipart (text fields + image files, each checked) or JSON (fields only).
 * JSON values that are not strings are kept as they are under `json`.
 */
export async function readForm(
  req: FastifyRequest,
  { maxFiles = 1 }: { maxFiles?: number } = {},
): Promise<FormBody & { json: Record<string, unknown> | null }> {
  if (!req.isMultipart()) {
    const body = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
    return { fields: {}, images: [], json: body };
  }
  const fields: Record<string, string> = {};
  const images: UploadedImage[] = [];
  try {
    for await (const part of multipartParts(req, { fileSize: IMAGE_MAX_BYTES, files: maxFiles })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length === 0 && !part.filename) continue; // an empty file input
        images.push({ field: part.fieldname, bytes, kind: checkUploadedImage(bytes) });
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new ApiError(413, t('validation.imageSize'));
    throw multipartError(error);
  }
  return { fields, images, json: null };
}

const EXTENSION: Record<ImageKind, string> = { png: 'png', gif: 'gif', jpeg: 'jpg' };

/** Stores a checked image; returns its URL (/uploads/<name>) or a data: URI without an uploads dir. */
export async function storeImage(uploadsDir: string | null, image: UploadedImage): Promise<string> {
  if (!uploadsDir) return `data:${IMAGE_MIME[image.kind]};base64,${image.bytes.toString('base64')}`;
  const name = `${randomBytes(12).toString('hex')}.${EXTENSION[image.kind]}`;
  await fs.writeFile(path.join(uploadsDir, name), image.bytes, { flag: 'wx' });
  return `/uploads/${name}`;
}

/** Removes files this request stored, when the request fails after storing them. */
export async function discardStored(uploadsDir: string | null, urls: readonly (string | null | undefined)[]): Promise<void> {
  if (!uploadsDir) return;
  await Promise.all(
    urls.map(async (url) => {
      if (!url || !url.startsWith('/uploads/')) return;
      const name = path.basename(url);
      await fs.rm(path.join(uploadsDir, name), { force: true });
    }),
  );
}

/** Stores the image, runs `save` with its URL and removes the file again when `save` throws. */
export async function withStoredImage<T>(
  uploadsDir: string | null,
  image: UploadedImage | undefined,
  save: (url: string | undefined) => Promise<T>,
): Promise<T> {
  const url = image ? await storeImage(uploadsDir, image) : undefined;
  try {
    return await save(url);
  } catch (error) {
    await discardStored(uploadsDir, [url]);
    throw error;
  }
}
