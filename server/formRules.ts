/**
 * What every adapter checks in a multipart body, whatever parses it (server/multipart.ts for
 * Fastify, the QA fake's in-tab adapter): its boundary, and each text field's size and characters.
 * Browser-safe.
 */
import { ApiError, refuseNul, t } from './http';

/** Largest multipart text field: a data: URI of the largest image (src/domain/images.ts) fits. */
export const MULTIPART_FIELD_MAX = 1_400_000;

export function multipartBoundary(contentType: string | undefined): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** A body with no boundary in its Content-Type is refused before any part is read. */
export function requireBoundary(contentType: string | undefined): string {
  const boundary = multipartBoundary(contentType);
  if (!boundary) throw new ApiError(400, t('server.error.multipartNoBoundary'));
  return boundary;
}

/** A text field cut at MULTIPART_FIELD_MAX (`truncated`), or holding a NUL character, is a 400. */
export function checkFormField(name: string, value: string, truncated: boolean): void {
  if (truncated) throw new ApiError(400, `${name}: ${t('server.validation.tooLong', { maximum: MULTIPART_FIELD_MAX })}`);
  refuseNul(name === '' ? {} : { [name]: value });
}
