/** The large shop's extra users, generated alike for the bulk seed (./large.ts) and QA mode's large scenario. */
import { FIRST_NAMES, LAST_NAMES } from './names.js';
import { DAY_MS, type Rng } from './random.js';

/** The random stream the extra users are drawn from. */
export const LARGE_USERS_STREAM = 0x1a29e001;

export const bulkUsername = (n: number) => `player${n}`;

/** The large shop's n-th extra user (1-based): the same row for the bulk seed and QA mode's large scenario. */
export function bulkUser(rng: Rng, base: Date, n: number) {
  const joined = new Date(base.getTime() - Math.floor(rng.next() ** 1.3 * 365 * DAY_MS) - DAY_MS).toISOString();
  return {
    id: rng.id(),
    username: bulkUsername(n),
    firstname: rng.pick(FIRST_NAMES),
    lastname: rng.pick(LAST_NAMES),
    email: `${bulkUsername(n)}@bulk.example.net`,
    mobile: `9${String(n).padStart(7, '0')}`,
    userType: rng.chance(0.02) ? 'streamer' : 'user',
    isBlock: rng.chance(0.01),
    walletBalance: rng.chance(0.5) ? 0 : rng.amount(0, 300),
    joined_at: joined,
    updatedAt: joined,
  };
}
