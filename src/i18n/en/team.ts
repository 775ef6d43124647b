/** Texts of the team area (spec texts verbatim). */
export const team = {} as const;
