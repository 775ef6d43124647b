/**
 * The WebAuthn ceremonies (RouteDeps.passkeys) with the kept library @simplewebauthn/server:
 * passkeys as a second factor, so user verification is preferred, not required (the password was
 * the first factor). The library's errors on a malformed or wrong answer become null.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { base64url } from 'jose';
import type { PasskeyCeremonies, PasskeyCredential } from '../routeDeps';

const TIMEOUT_MS = 120_000;

const transportsOf = (credential: PasskeyCredential) => credential.transports as AuthenticatorTransport[];

export const webAuthnCeremonies: PasskeyCeremonies = {
  async registrationOptions({ rp, userId, userName, userDisplayName, exclude }) {
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userID: new TextEncoder().encode(userId),
      userName,
      userDisplayName,
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: exclude.map((c) => ({ id: c.credentialId, transports: transportsOf(c) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    return { options: { ...options }, challenge: options.challenge };
  },

  async verifyRegistration({ rp, response, expectedChallenge }) {
    try {
      const result = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        requireUserVerification: false,
      });
      if (!result.verified) return null;
      const { credential } = result.registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: base64url.encode(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
      };
    } catch {
      return null;
    }
  },

  async authenticationOptions({ rp, allow }) {
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      timeout: TIMEOUT_MS,
      userVerification: 'preferred',
      allowCredentials: allow.map((c) => ({ id: c.credentialId, transports: transportsOf(c) })),
    });
    return { options: { ...options }, challenge: options.challenge };
  },

  async verifyAuthentication({ rp, response, expectedChallenge, credential }) {
    try {
      const result = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        requireUserVerification: false,
        credential: {
          id: credential.credentialId,
          publicKey: new Uint8Array(base64url.decode(credential.publicKey)),
          counter: credential.counter,
          transports: transportsOf(credential),
        },
      });
      return result.verified ? { counter: result.authenticationInfo.newCounter } : null;
    } catch {
      return null;
    }
  },
};
