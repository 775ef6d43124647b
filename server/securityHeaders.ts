/**
 * Security headers on every reply: the admin may not be framed by another site (clickjacking), runs
 * only its own scripts, sends no referrer to other sites, and browsers take content types as given.
 * Operators serving the admin from another host or embedding it relax them by configuration
 * (CONTENT_SECURITY_POLICY, FRAME_ANCESTORS; README "Configuration").
 */
import type { FastifyInstance } from 'fastify';

/**
 * The built admin's needs: its own scripts; inline styles (emotion); images and videos from the
 * server, data: and blob: URLs of chosen files, or a shop's https CDN; the feedback pdf in a blob:
 * frame (and Chromium's pdf viewer in it); calls to its own origin, and reads of the blob: and data:
 * attachments it shows.
 */
export function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' blob: data:",
    "frame-src 'self' blob:",
    "object-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

export interface SecurityHeaderOptions {
  /** Replaces the whole policy when set. */
  contentSecurityPolicy?: string;
  /** Origins allowed to frame the admin (space separated); none when unset. */
  frameAncestors?: string;
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const ancestors = options.frameAncestors?.trim() || "'none'";
  const policy = options.contentSecurityPolicy?.trim() || contentSecurityPolicy(ancestors);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('content-security-policy', policy);
    if (ancestors === "'none'") reply.header('x-frame-options', 'DENY');
  });
}
