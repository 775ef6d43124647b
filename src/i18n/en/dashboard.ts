/** Texts of the dashboard area (spec texts verbatim). */
export const dashboard = {} as const;
