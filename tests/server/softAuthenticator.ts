/**
 * A software passkey for the tests (issue 62): a P-256 key made with WebCrypto, answering the server's
 * registration and authentication options as a browser's authenticator would ("none" attestation,
 * CBOR by @simplewebauthn/server's own helper, ECDSA signatures DER-encoded).
 */
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { base64url } from 'jose';

const encoder = new TextEncoder();

type Bytes = Uint8Array<ArrayBuffer>;

async function sha256(data: Bytes): Promise<Bytes> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', data));
}

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function uint32(n: number): Bytes {
  return new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
}

/** An ECDSA signature as WebCrypto gives it (r | s) in the DER form authenticators send. */
function derSignature(raw: Bytes): Bytes {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    let value = bytes.slice(start);
    if (value[0] & 0x80) value = concat(new Uint8Array([0]), value);
    return concat(new Uint8Array([0x02, value.length]), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
}

export interface SoftAuthenticator {
  credentialId: string;
  /** The browser's answer to registration options (RegistrationResponseJSON). */
  register(options: Options, origin: string): Promise<Record<string, unknown>>;
  /** The browser's answer to authentication options (AuthenticationResponseJSON). */
  authenticate(options: Options, origin: string): Promise<Record<string, unknown>>;
}

export async function softAuthenticator(): Promise<SoftAuthenticator> {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const rawId = crypto.getRandomValues(new Uint8Array(32));
  const credentialId = base64url.encode(rawId);
  let counter = 0;
  const coseKey = new Uint8Array(
    isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, base64url.decode(jwk.x ?? '')],
        [-3, base64url.decode(jwk.y ?? '')],
      ]),
    ),
  );
  const clientData = (type: string, challenge: string, origin: string) =>
    encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId,
    async register(options, origin) {
      const rpIdHash = await sha256(encoder.encode(options.rp?.id ?? ''));
      const flags = new Uint8Array([0x45]); // user present, user verified, attested credential data
      const attested = concat(new Uint8Array(16), new Uint8Array([0, rawId.length]), rawId, coseKey);
      const authData = concat(rpIdHash, flags, uint32(counter), attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: base64url.encode(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: base64url.encode(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    async authenticate(options, origin) {
      counter += 1;
      const rpIdHash = await sha256(encoder.encode(options.rpId ?? ''));
      const authData = concat(rpIdHash, new Uint8Array([0x05]), uint32(counter));
      const data = clientData('webauthn.get', options.challenge, origin);
      const signed = concat(authData, await sha256(data));
      const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, signed));
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: base64url.encode(data),
          authenticatorData: base64url.encode(authData),
          signature: base64url.encode(derSignature(raw)),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
