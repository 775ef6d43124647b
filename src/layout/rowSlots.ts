/**
 * Which of a table's rows each record is drawn in (./PageRows.tsx). A record shown before keeps its
 * row, wherever it moves; a new record takes a row a record has left. A page turn, a sort or a filter
 * then writes its new records into the rows already drawn, while a record that stays on the page (a
 * list read again around an open dialog) keeps its row, and what its row's components hold.
 */
import { useState } from 'react';

export type RowKey = string | number;

/** Each key's row number: the one it had in `before` when it had one, else the lowest one left free. */
export function rowSlots(keys: readonly RowKey[], before: ReadonlyMap<RowKey, number>): Map<RowKey, number> {
  const slots = new Map<RowKey, number>();
  const taken = new Set<number>();
  for (const key of keys) {
    const slot = before.get(key);
    if (slot !== undefined && !taken.has(slot) && !slots.has(key)) {
      slots.set(key, slot);
      taken.add(slot);
    }
  }
  let next = 0;
  for (const key of keys) {
    if (slots.has(key)) continue;
    while (taken.has(next)) next += 1;
    slots.set(key, next);
    taken.add(next);
  }
  return slots;
}

const sameKeys = (a: readonly RowKey[], b: readonly RowKey[]) => a.length === b.length && a.every((key, i) => key === b[i]);

/** The rows of `keys` in the order given, following the rows the keys drawn before had (see above). */
export function useRowSlots(keys: readonly RowKey[]): number[] {
  const [drawn, setDrawn] = useState(() => ({ keys, slots: rowSlots(keys, new Map()) }));
  let { slots } = drawn;
  if (!sameKeys(keys, drawn.keys)) {
    slots = rowSlots(keys, drawn.slots);
    setDrawn({ keys, slots });
  }
  return keys.map((key) => slots.get(key) ?? 0);
}
