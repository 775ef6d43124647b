/**
 * The password dialog's generator (core §4 "Password dialog", §9): 12 characters mixing lower
 * case, upper case, digits and symbols, at least one of each, drawn from a secure random source
 * (crypto.getRandomValues) without modulo bias.
 */
export const GENERATED_PASSWORD_LENGTH = 12;

export const PASSWORD_CLASSES = {
  lower: 'abcdefghijkmnopqrstuvwxyz',
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  digit: '23456789',
  symbol: '@$!%*#?&',
} as const;

/** Fills an array with secure random 32-bit values (the browser's and Node's Web Crypto). */
export type RandomSource = (values: Uint32Array) => Uint32Array;

const secureRandom: RandomSource = (values) => globalThis.crypto.getRandomValues(values);

/** A uniform integer in [0, max) by rejection sampling. */
function randomBelow(max: number, random: RandomSource): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    random(buffer);
    if (buffer[0] < limit) return buffer[0] % max;
  }
}

export function generatePassword(random: RandomSource = secureRandom, length = GENERATED_PASSWORD_LENGTH): string {
  const classes = Object.values(PASSWORD_CLASSES);
  const all = classes.join('');
  const chars = classes.map((set) => set[randomBelow(set.length, random)]);
  while (chars.length < length) chars.push(all[randomBelow(all.length, random)]);
  // Fisher-Yates, so the guaranteed characters are not always first
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomBelow(i + 1, random);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
