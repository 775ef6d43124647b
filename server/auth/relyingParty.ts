/**
 * The relying party of a passkey call: WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN when set, else the
 * request's own host, with its Origin header accepted only when that origin is on the same host
 * (or under it). Browser-safe.
 */
import { SERVICE_NAME } from '../../src/domain/secondFactor';
import type { Call } from '../route';
import type { RelyingParty } from '../routeDeps';

function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']'));
  return trimmed.replace(/:\d+$/, '');
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return null;
  }
}

export function relyingParty(call: Pick<Call, 'deps' | 'headers'>): RelyingParty {
  const { rpId, origins } = call.deps.webauthn;
  const host = call.headers.host ?? '';
  const id = rpId ?? hostnameOf(host);
  if (origins) return { id, name: SERVICE_NAME, origins };
  const origin = call.headers.origin;
  const fromOrigin = origin ? originHost(origin) : null;
  const sameSite = fromOrigin !== null && (fromOrigin === id || fromOrigin.endsWith(`.${id}`));
  return { id, name: SERVICE_NAME, origins: sameSite && origin ? [origin] : [`https://${host}`] };
}
