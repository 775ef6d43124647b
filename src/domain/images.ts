/**
 * The image upload rule (core §5 "Image upload (general)", "Box form"; operations §5 "Product form"):
 * png, gif or jpeg, under 1,000,000 bytes, at most 1000 x 800. The type and the dimensions are read
 * from the file's own bytes (magic numbers and headers), never from its name or declared type, so the
 * browser (before upload) and the server (on receipt) apply exactly the same check.
 */

/** A file must be smaller than this many bytes ("under 1 MB"). */
import type { MessageKey } from '../i18n/messages';
export const IMAGE_MAX_BYTES = 1_000_000;
export const IMAGE_MAX_WIDTH = 1000;
export const IMAGE_MAX_HEIGHT = 800;
/** The file inputs' accept list (the browser still checks the bytes: a renamed file is refused). */
export const IMAGE_ACCEPT = 'image/png,image/gif,image/jpeg';

export type ImageKind = 'png' | 'gif' | 'jpeg';

/**
 * Longest image address a form may send back (the current image, kept): a data: URI of the largest
 * file (base64, 4 characters per 3 bytes) with its prefix fits; a URL is far shorter.
 */
export const IMAGE_REFERENCE_MAX_LENGTH = Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 100;

const IMAGE_REFERENCE =
  /^(\/uploads\/(?!.*\.\.)[A-Za-z0-9._/-]+|https?:\/\/\S+|data:image\/(png|gif|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+={0,2})$/;

/**
 * An image field holding an address rather than a file: one of ours (/uploads/...), a web address,
 * or a data: image (the demo data's and an upload without an uploads folder). Empty is "no image".
 */
export function imageReferenceError(value: string): MessageKey | undefined {
  if (value === '') return undefined;
  return IMAGE_REFERENCE.test(value) ? undefined : 'validation.imageReference';
}

export const IMAGE_MIME: Record<ImageKind, string> = { png: 'image/png', gif: 'image/gif', jpeg: 'image/jpeg' };

export interface ImageInfo {
  kind: ImageKind;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

function uint16BE(bytes: Uint8Array, at: number): number {
  return (bytes[at] << 8) | bytes[at + 1];
}

function uint32BE(bytes: Uint8Array, at: number): number {
  return ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];
}

function sniffJpeg(bytes: Uint8Array): ImageInfo | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const length = uint16BE(bytes, at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { kind: 'jpeg', height: uint16BE(bytes, at + 5), width: uint16BE(bytes, at + 7) };
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** The kind and pixel size of a png, gif or jpeg from its bytes; null for anything else or a broken header. */
export function sniffImage(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length >= 24 && startsWith(bytes, PNG_SIGNATURE)) {
    // IHDR is the first chunk: length(4) "IHDR"(4) width(4) height(4)
    if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    return { kind: 'png', width: uint32BE(bytes, 16), height: uint32BE(bytes, 20) };
  }
  if (bytes.length >= 10) {
    const head = String.fromCharCode(...bytes.subarray(0, 6));
    if (head === 'GIF87a' || head === 'GIF89a') {
      return { kind: 'gif', width: bytes[6] | (bytes[7] << 8), height: bytes[8] | (bytes[9] << 8) };
    }
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return sniffJpeg(bytes);
  return null;
}

export type ImageCheck = { ok: true; info: ImageInfo } | { ok: false; reason: 'size' | 'type' | 'dimension'; message: MessageKey };

/** The whole rule on a file's bytes (or its first bytes plus its full size). */
export function checkImage(bytes: Uint8Array, size: number = bytes.length): ImageCheck {
  if (size >= IMAGE_MAX_BYTES) return { ok: false, reason: 'size', message: 'validation.imageSize' };
  const info = sniffImage(bytes);
  if (!info || info.width <= 0 || info.height <= 0) return { ok: false, reason: 'type', message: 'validation.imageType' };
  if (info.width > IMAGE_MAX_WIDTH || info.height > IMAGE_MAX_HEIGHT) {
    return { ok: false, reason: 'dimension', message: 'validation.imageDimension' };
  }
  return { ok: true, info };
}
