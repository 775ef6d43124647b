/**
 * The large seed's users (./bulkUsers.ts), written batch by batch, and the pool of every user (the
 * ones already there and these) that the orders and openings are drawn from (./largeRows.ts). The
 * users are generated where the later rows are, so the seed's worker thread goes on to the orders
 * while the main thread loads the users.
 */
import { BulkBatch, type RowsOut } from './bulk.js';
import { bulkUser, LARGE_USERS_STREAM } from './bulkUsers.js';
import { Rng } from './random.js';

/** A user as the pool holds it: id, sign-up time (epoch ms) and what an address is made of. */
export interface PoolUser {
  id: string;
  joined: number;
  firstname: string;
  lastname: string;
  mobile: string;
}

/** Every user (demo and bulk), ordered by id. */
export interface UserPool {
  ids: string[];
  joined: Float64Array;
  people: Array<{ firstname: string; lastname: string; mobile: string }>;
}

/** Writes the `count` extra users (stream LARGE_USERS_STREAM); returns them as the pool's entries. */
export async function writeUsers(baseMs: number, count: number, out: RowsOut, batchSize: number): Promise<PoolUser[]> {
  const rng = new Rng(LARGE_USERS_STREAM);
  const base = new Date(baseMs);
  const batch = new BulkBatch(
    {
      id: 'text',
      username: 'text',
      firstname: 'text',
      lastname: 'text',
      email: 'text',
      mobile: 'text',
      userType: 'text',
      isBlock: 'boolean',
      walletBalance: 'numeric',
      joined_at: 'timestamptz',
      updatedAt: 'timestamptz',
    },
    out.copy,
  );
  const written: PoolUser[] = [];
  for (let n = 1; n <= count; n += 1) {
    const user = bulkUser(rng, base, n);
    batch.add(user);
    written.push({
      id: user.id,
      joined: Date.parse(user.joined_at),
      firstname: user.firstname,
      lastname: user.lastname,
      mobile: user.mobile,
    });
    if (batch.size >= batchSize || n === count) {
      await batch.flush(out.db, 'users');
      out.log(`users ${n}/${count}`);
    }
  }
  return written;
}

/** The pool, users ordered by id bytewise (the ids are ASCII: code-unit order). */
export function userPool(users: PoolUser[]): UserPool {
  const sorted = [...users].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    ids: sorted.map((u) => u.id),
    joined: Float64Array.from(sorted, (u) => u.joined),
    people: sorted.map(({ firstname, lastname, mobile }) => ({ firstname, lastname, mobile })),
  };
}
