/**
 * Secrets at rest (issue 62), with WebCrypto so it runs in Node and in the QA fake's browser alike:
 * TOTP keys sealed with AES-256-GCM, and recovery codes stored as HMAC-SHA-256 hashes, both under
 * keys derived from the server's JWT secret by HKDF (one key per use). A sealed value is bound to its
 * admin (GCM's additional data), so a row copied to another admin does not open.
 */
import { base64url } from 'jose';

type Use = 'seal' | 'hash';

const INFO: Record<Use, string> = { seal: 'totp-secret/aes-256-gcm/v1', hash: 'recovery-code/hmac-sha-256/v1' };
const SALT = new TextEncoder().encode('mystery-box-admin/secrets');
const SEALED_PREFIX = 'v1.';

const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string, use: Use): Promise<CryptoKey> {
  const id = `${use}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = (async () => {
      const base = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey']);
      const hkdf = { name: 'HKDF', hash: 'SHA-256', salt: SALT, info: new TextEncoder().encode(INFO[use]) };
      return use === 'seal'
        ? crypto.subtle.deriveKey(hkdf, base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
        : crypto.subtle.deriveKey(hkdf, base, { name: 'HMAC', hash: 'SHA-256', length: 256 }, false, ['sign']);
    })();
    keys.set(id, key);
  }
  return key;
}

/** Seals `plain` for `owner` (an admin id): "v1.<iv>.<ciphertext>", base64url. */
export async function sealSecret(secret: string, owner: string, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(owner) },
    await keyFor(secret, 'seal'),
    new TextEncoder().encode(plain),
  );
  return `${SEALED_PREFIX}${base64url.encode(iv)}.${base64url.encode(new Uint8Array(sealed))}`;
}

/** The sealed value's text; null when it was not sealed for this owner with this secret. */
export async function openSecret(secret: string, owner: string, sealed: string): Promise<string | null> {
  if (!sealed.startsWith(SEALED_PREFIX)) return null;
  const [iv, data] = sealed.slice(SEALED_PREFIX.length).split('.');
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(base64url.decode(iv)), additionalData: new TextEncoder().encode(owner) },
      await keyFor(secret, 'seal'),
      new Uint8Array(base64url.decode(data)),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/**
 * A recovery code's stored form. A keyed fast hash is enough: the codes are random (50 bits), not
 * chosen by people, so there is nothing for a slow hash to protect; the key keeps a stolen table useless.
 */
export async function hashCode(secret: string, code: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await keyFor(secret, 'hash'), new TextEncoder().encode(code));
  return base64url.encode(new Uint8Array(mac));
}
