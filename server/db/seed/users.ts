/** Demo shop users and their login history. */
import type { Insertable } from 'kysely';
import type { LoginHistoryTable, ShippingAddress, UsersTable } from '../schema.js';
import { CITIES, FIRST_NAMES, LAST_NAMES, STREETS, USER_AGENTS } from './names.js';
import { DAY_MS, before, chunks, type Rng } from './random.js';
import type { SeedSink } from './sink.js';

export interface SeededUser {
  id: string;
  username: string;
  firstname: string;
  lastname: string;
  mobile: string;
  joinedAt: Date;
  userType: string;
}

export const DEMO_USER_COUNT = 500;

/** A username from a person's name and a number: "emma.bakker42". */
export function usernameFor(firstname: string, lastname: string, n: number): string {
  return (
    `${firstname}.${lastname}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '') + n
  );
}

export function addressFor(rng: Rng, user: Pick<SeededUser, 'firstname' | 'lastname' | 'mobile'>): ShippingAddress {
  const place = rng.pick(CITIES);
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    mobile: user.mobile,
    addressLine1: `${rng.pick(STREETS)} ${rng.int(1, 240)}`,
    addressLine2: rng.chance(0.25) ? `Apt ${rng.int(1, 60)}` : '',
    city: place.city,
    state: place.state,
    country: place.country,
    zipCode: place.zip.length <= 4 ? `${place.zip} ${rng.code(2)}` : place.zip,
  };
}

export function randomIp(rng: Rng): string {
  return `${rng.int(11, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
}

export async function seedUsers(db: SeedSink, rng: Rng, base: Date): Promise<SeededUser[]> {
  const users: SeededUser[] = [];
  const rows: Array<Insertable<UsersTable>> = [];
  const mobiles = new Set<string>();
  for (let i = 0; i < DEMO_USER_COUNT; i += 1) {
    const firstname = rng.pick(FIRST_NAMES);
    const lastname = rng.pick(LAST_NAMES);
    const username = usernameFor(firstname, lastname, i + 1);
    let mobile = String(rng.int(60000000, 69999999));
    while (mobiles.has(mobile)) mobile = String(rng.int(60000000, 69999999));
    mobiles.add(mobile);
    // more sign-ups recently: bias toward small offsets
    const joinedAt = before(base, rng.pastOffsetMs(365, 1.4) + DAY_MS);
    const userType = rng.chance(0.05) ? 'streamer' : 'user';
    const user: SeededUser = { id: rng.id(), username, firstname, lastname, mobile, joinedAt, userType };
    users.push(user);
    rows.push({
      id: user.id,
      username,
      firstname,
      lastname,
      email: `${username}@example.net`,
      mobile,
      passwordHash: null,
      userType,
      isBlock: rng.chance(0.03),
      walletBalance: rng.chance(0.3) ? 0 : rng.amount(0, 600),
      profile: null,
      joined_at: joinedAt,
      updatedAt: joinedAt,
    });
  }
  for (const batch of chunks(rows, 250)) await db.insert('users', batch);

  const logins: Array<Insertable<LoginHistoryTable>> = [];
  for (const user of users) {
    const count = rng.int(0, 6);
    const sinceJoin = Math.max(1, base.getTime() - user.joinedAt.getTime());
    for (let k = 0; k < count; k += 1) {
      logins.push({
        id: rng.id(),
        userId: user.id,
        ip: randomIp(rng),
        userAgent: rng.pick(USER_AGENTS),
        loginAt: new Date(base.getTime() - Math.floor(rng.next() * sinceJoin)),
      });
    }
  }
  for (const batch of chunks(logins, 500)) await db.insert('login_history', batch);
  return users;
}
