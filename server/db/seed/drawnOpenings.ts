/**
 * The large seed's box openings as drawn (./largeRows.ts), held in typed arrays (a million rows in
 * about 20 MB), and the order they are written in: by user, users by id compared bytewise (as the
 * roll-ups' rebuild sorts them, `collate "C"`), then by time, then as drawn.
 */

/** Openings drawn between two turns of the event loop (a few milliseconds). */
const SLICE = 10_000;

/**
 * Per opening: its time, user (index into the user pool), box (index into the boxes), odds version
 * (into that box's), item (into that version's), resold (1).
 */
export interface DrawnOpenings {
  time: Float64Array;
  user: Int32Array;
  box: Uint16Array;
  version: Uint8Array;
  item: Uint16Array;
  resold: Uint8Array;
}

/** Draws `count` openings with `draw` (which fills place k of each array), in order, yielding to the event loop between slices. */
export async function drawOpenings(count: number, draw: (k: number, out: DrawnOpenings) => void): Promise<DrawnOpenings> {
  const out: DrawnOpenings = {
    time: new Float64Array(count),
    user: new Int32Array(count),
    box: new Uint16Array(count),
    version: new Uint8Array(count),
    item: new Uint16Array(count),
    resold: new Uint8Array(count),
  };
  for (let k = 0; k < count; k += 1) {
    if (k > 0 && k % SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    draw(k, out);
  }
  return out;
}

/** The openings' positions by user (`userIds` compared bytewise), then time, then position. */
export function byUserAndTime(drawn: Pick<DrawnOpenings, 'time' | 'user'>, userIds: readonly string[]): Int32Array {
  const count = drawn.user.length;
  // each user's rank in bytewise order of ids, then a counting sort of the openings by that rank
  const ranked = Int32Array.from(userIds.keys()).sort((a, b) => (userIds[a] < userIds[b] ? -1 : userIds[a] > userIds[b] ? 1 : 0));
  const rank = new Int32Array(userIds.length);
  ranked.forEach((user, r) => (rank[user] = r));
  const start = new Int32Array(userIds.length + 1);
  for (let k = 0; k < count; k += 1) start[rank[drawn.user[k]] + 1] += 1;
  for (let r = 0; r < userIds.length; r += 1) start[r + 1] += start[r];
  const next = start.slice(0, userIds.length);
  const order = new Int32Array(count);
  for (let k = 0; k < count; k += 1) order[next[rank[drawn.user[k]]]++] = k;
  // a user's openings (a few dozen) by time; positions break ties, so the order is the same every run
  for (let r = 0; r < userIds.length; r += 1) {
    for (let i = start[r] + 1; i < start[r + 1]; i += 1) {
      const k = order[i];
      let j = i - 1;
      while (j >= start[r] && drawn.time[order[j]] > drawn.time[k]) {
        order[j + 1] = order[j];
        j -= 1;
      }
      order[j + 1] = k;
    }
  }
  return order;
}
