/**
 * The password rule of every password an admin sets (src/domain/validation/password.ts): the policy,
 * then no common or published password (whatever its case) and not the current one. The forms and
 * the server use it; their own tests check they do.
 */
import { describe, expect, it } from 'vitest';
import { inEnglish } from './inEnglish';
import { passwordPolicyError } from '../../src/domain/validation/password';
import { DEMO_PASSWORDS, REFUSED_PASSWORDS } from '../../src/domain/validation/commonPasswords';

const COMMON = 'This password is too common or published: choose another one';
const SAME = 'The new password must differ from the current one';

describe('password rule', () => {
  it.each(['Admin@12345', 'Team@12345', 'aDMIN@12345', 'tEAM@12345', 'P@ssw0rd', 'Password@123', 'pASSWORD@123', 'Welcome@1'])(
    'refuses the common or published password %s',
    (password) => {
      expect(inEnglish(passwordPolicyError(password))).toBe(COMMON);
    },
  );

  it('refuses the demo passwords the seed publishes, and keeps a list of a few hundred', () => {
    for (const password of Object.values(DEMO_PASSWORDS)) expect(inEnglish(passwordPolicyError(password)), password).toBe(COMMON);
    expect(REFUSED_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    for (const listed of REFUSED_PASSWORDS) expect(listed, 'kept lower-case').toBe(listed.toLowerCase());
  });

  it('refuses the current password, in that exact form', () => {
    expect(inEnglish(passwordPolicyError('Long@enough1', 'Long@enough1'))).toBe(SAME);
    expect(inEnglish(passwordPolicyError('Long@enough2', 'Long@enough1'))).toBeUndefined();
  });

  it('accepts a strong password nobody published', () => {
    expect(passwordPolicyError('Gr4vel#Otter')).toBeUndefined();
    expect(passwordPolicyError('Long@enough1')).toBeUndefined();
  });

  it('states the policy first: a weak password gets the policy text, not the list text', () => {
    expect(inEnglish(passwordPolicyError('password'))).toBe(
      'Must contain 8 characters, One uppercase, One lowercase, One number and one special case character',
    );
  });
});
