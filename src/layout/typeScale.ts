/**
 * The admin's type: its typeface (MUI's default stack, set in ./theme.ts) and the sizes and
 * weights it draws text at. Light on purpose (no MUI): the login screen reads it to look the
 * admin's faces up before the admin is drawn (./fontPrimer.ts). tests/unit/typeScale.test.ts checks
 * that the theme's text variants keep to it.
 */

/** The admin's font stack: the theme's typography.fontFamily. */
export const FONT_FAMILY = '"Roboto", "Helvetica", "Arial", sans-serif';

/** The Project Budget chart's value labels, and the month labels under its bars, in px. */
export const CHART_VALUE_LABEL_PX = 12;
export const CHART_MONTH_LABEL_PX = 11;

/**
 * Every size the admin draws text at, in px: its theme's variants (h5 24, h6 20, subtitle1 and
 * body1 16, subtitle2, body2 and button 14, caption and overline 12), MUI's small buttons (13) and
 * the chart's labels. h1 to h4 are not used.
 */
export const TEXT_SIZES_PX: readonly number[] = [CHART_MONTH_LABEL_PX, CHART_VALUE_LABEL_PX, 13, 14, 16, 20, 24];

/** Every weight it draws text at: regular, medium (buttons, subtitle2) and the semibold of a few headings. */
export const TEXT_WEIGHTS: readonly number[] = [400, 500, 600];
