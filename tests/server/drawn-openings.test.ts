/** The order the large seed writes its openings in (server/db/seed/drawnOpenings.ts). */
import { describe, expect, it } from 'vitest';
import { byUserAndTime, drawOpenings } from '../../server/db/seed/drawnOpenings';

describe('drawn openings', () => {
  it('are drawn in order, across the slices between event-loop turns', async () => {
    const drawn = await drawOpenings(25_000, (k, out) => {
      out.time[k] = k * 1000;
      out.user[k] = k % 7;
      out.box[k] = k % 3;
      out.item[k] = k % 5;
      out.resold[k] = k % 2;
    });
    expect(drawn.time[24_999]).toBe(24_999_000);
    expect(Array.from(drawn.user.subarray(10_000, 10_003))).toEqual([10_000 % 7, 10_001 % 7, 10_002 % 7]);
    expect(drawn.resold[24_999]).toBe(1);
  });

  it('are written by user id compared bytewise, then time, then as drawn', async () => {
    const ids = ['b0', 'a9', 'B1', 'a10'];
    const rows = [
      { user: 0, time: 5 },
      { user: 1, time: 9 },
      { user: 3, time: 2 },
      { user: 1, time: 3 },
      { user: 2, time: 7 },
      { user: 1, time: 3 },
      { user: 0, time: 1 },
    ];
    const drawn = await drawOpenings(rows.length, (k, out) => {
      out.user[k] = rows[k].user;
      out.time[k] = rows[k].time;
    });
    const order = Array.from(byUserAndTime(drawn, ids));
    // 'B1' < 'a10' < 'a9' < 'b0' bytewise; a9's two openings at 3 keep their drawn order (3, then 5)
    expect(order).toEqual([4, 2, 3, 5, 1, 6, 0]);
    expect(order.map((k) => `${ids[rows[k].user]}@${rows[k].time}`)).toEqual(['B1@7', 'a10@2', 'a9@3', 'a9@3', 'a9@9', 'b0@1', 'b0@5']);
  });
});
