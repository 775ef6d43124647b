/**
 * Social-proof video rules (operations §5 "Social proof", §9): title required, a video for a new
 * proof, mp4 / webm / ogg / quicktime by type or extension, at most 100 MB; and the content check
 * (magic bytes) that both the browser and the server apply to the file's first bytes.
 */

import type { MessageKey } from '../i18n/messages';
export const VIDEO_MAX_BYTES = 104_857_600;
/** The upload's timeout (operations §9): 10 minutes. */
export const VIDEO_UPLOAD_TIMEOUT_MS = 600_000;

export type VideoKind = 'mp4' | 'webm' | 'ogg' | 'quicktime';

export const VIDEO_MIME_TYPES: Readonly<Record<string, VideoKind>> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogg',
  'video/quicktime': 'quicktime',
};

export const VIDEO_EXTENSIONS: Readonly<Record<string, VideoKind>> = {
  '.mp4': 'mp4',
  '.webm': 'webm',
  '.ogg': 'ogg',
  '.mov': 'quicktime',
};

/** The file extension the server stores each kind under. */
export const VIDEO_FILE_EXTENSION: Readonly<Record<VideoKind, string>> = {
  mp4: '.mp4',
  webm: '.webm',
  ogg: '.ogg',
  quicktime: '.mov',
};

/** The accept attribute of the file input. */
export const VIDEO_ACCEPT = [...Object.keys(VIDEO_MIME_TYPES), ...Object.keys(VIDEO_EXTENSIONS)].join(',');

/** How many leading bytes sniffVideoKind needs. */
export const VIDEO_SNIFF_BYTES = 12;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** The kind a file claims by its type, else by its extension; null when neither is allowed. */
export function declaredVideoKind(name: string, type: string): VideoKind | null {
  const byType = VIDEO_MIME_TYPES[type.toLowerCase().split(';')[0].trim()];
  return byType ?? VIDEO_EXTENSIONS[extensionOf(name)] ?? null;
}

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

/** ISO base media boxes a QuickTime or MP4 file may start with. */
const MP4_LEADING_BOXES = new Set(['ftyp']);
const QUICKTIME_LEADING_BOXES = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * The container the bytes really are, from their magic numbers: WebM/Matroska (EBML 1A 45 DF A3),
 * Ogg ("OggS"), MP4 ("ftyp" box; brand "qt  " is QuickTime) or a QuickTime atom; null otherwise.
 */
export function sniffVideoKind(bytes: Uint8Array): VideoKind | null {
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (bytes.length >= 4 && ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (bytes.length >= 12) {
    const box = ascii(bytes, 4, 4);
    if (MP4_LEADING_BOXES.has(box)) return ascii(bytes, 8, 4) === 'qt  ' ? 'quicktime' : 'mp4';
    if (QUICKTIME_LEADING_BOXES.has(box)) return 'quicktime';
  }
  return null;
}

/** MP4 and QuickTime share a container: a .mov holding an ftyp box, or the reverse, is accepted. */
export function contentMatches(declared: VideoKind, sniffed: VideoKind | null): boolean {
  if (sniffed === null) return false;
  const isoFamily = (kind: VideoKind) => kind === 'mp4' || kind === 'quicktime';
  return declared === sniffed || (isoFamily(declared) && isoFamily(sniffed));
}

/** The browser's check of a chosen file, before the upload: type or extension, then size. */
export function videoFileError(file: { name: string; type: string; size: number }): MessageKey | undefined {
  if (declaredVideoKind(file.name, file.type) === null) return 'resources.socialProofs.unsupportedType';
  if (file.size > VIDEO_MAX_BYTES) return 'resources.socialProofs.tooLarge';
  return undefined;
}

/** The form's submit check. A new proof needs a video; an edited one keeps its video when none is chosen. */
export function socialProofErrors(values: { title: string; hasVideo: boolean; isNew: boolean }): {
  title?: MessageKey;
  video?: MessageKey;
} {
  const errors: { title?: MessageKey; video?: MessageKey } = {};
  if (!values.title.trim()) errors.title = 'resources.socialProofs.titleRequired';
  if (values.isNew && !values.hasVideo) errors.video = 'resources.socialProofs.videoRequired';
  return errors;
}

/** The title's message while typing. */
export function socialProofTitleTypingError(title: string): MessageKey | undefined {
  return title.trim() ? undefined : 'resources.socialProofs.fieldRequired';
}
