/**
 * A status's colour as a tone of the theme's palette (MUI's warning, info, success, error), not a
 * hex value: the admin picks the shade for the light or dark theme. Used by the order, withdrawal
 * and return statuses, and a user's or team member's Active or Blocked.
 */
export const STATUS_TONES = ['warning', 'info', 'success', 'error'] as const;

export type StatusTone = (typeof STATUS_TONES)[number];
