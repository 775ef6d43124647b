/** Texts of the profit area (spec texts verbatim). */
export const profit = {} as const;
