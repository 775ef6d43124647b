/** Texts of the users area (spec texts verbatim). */
export const users = {} as const;
