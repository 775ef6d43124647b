/** The orderings of the team area's lists, as the server's `order by` clauses sort them. */

type Dated = { id: string };

function byId(a: Dated, b: Dated): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** `order by <column> desc, id` (ids ascending among equal times). */
export function newestFirst<K extends string>(column: K) {
  return <R extends Dated & Record<K, Date>>(a: R, b: R): number => b[column].getTime() - a[column].getTime() || byId(a, b);
}

/** `order by <column> desc, id desc`. */
export function newestFirstIdDesc<K extends string>(column: K) {
  return <R extends Dated & Record<K, Date>>(a: R, b: R): number => b[column].getTime() - a[column].getTime() || byId(b, a);
}
