/** Table constants of the spec (core §9, operations §9): tables page on the client, 10 rows a page. */
export const TABLE_PAGE_SIZE = 10;
