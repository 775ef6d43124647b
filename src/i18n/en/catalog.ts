/** Texts of the catalog area (spec texts verbatim). */
export const catalog = {} as const;
