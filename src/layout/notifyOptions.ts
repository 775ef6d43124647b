/** Toasts of the profit area auto-close after 3000 ms (operations §9). */
export const PROFIT_TOAST = { autoHideDuration: 3000 } as const;
