/**
 * A status's colour as a tone of the theme's palette (MUI's warning, info, success, error), not a
 * hex value: the admin picks the shade for the light or dark theme. Used by the order, withdrawal
 * and return statuses.
 */
export type StatusTone = 'warning' | 'info' | 'success' | 'error';
