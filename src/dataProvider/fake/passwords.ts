/**
 * Passwords in QA mode: SHA-256 with a fixed prefix (WebCrypto, in the browser and in Node), for
 * QA data only, never a real shop's; the server hashes with argon2 (server/auth/password.ts).
 */
import type { PasswordHasher } from '../../../server/routeDeps';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`mystery-box-fake:${text}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function hashFakePassword(password: string): Promise<string> {
  return `fake-sha256$${await sha256(password)}`;
}

export const fakePasswords: PasswordHasher = {
  hash: hashFakePassword,
  verify: async (passwordHash, password) => passwordHash === (await hashFakePassword(password)),
};
