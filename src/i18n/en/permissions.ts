/** Labels of menu entries and permission rows, keyed as src/domain/permissions refers to them. */
export const permissions = {} as const;
