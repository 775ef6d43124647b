/** Table constants of the spec (core §9, operations §9): tables page on the client, 10 rows a page. */
export const TABLE_PAGE_SIZE = 10;

/**
 * How long a typed filter waits for the next key before it applies: a pause between the keys of a
 * word (react-admin waits 500 ms). The bench's search budget starts when it ends.
 */
export const TYPING_PAUSE_MS = 300;
