/**
 * The admin's MUI themes: react-admin's default light and dark themes with the brand colours of
 * the login screen. <Admin> follows the system preference until the admin picks one with the app
 * bar's theme switch; react-admin's store remembers the choice per browser (`THEME_STORE_KEY`), and
 * the login screen reads the same key (src/layout/loginTheme.ts).
 */
import type { Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { FONT_FAMILY } from './typeScale';

type CheckboxOwnerState = { 'aria-label'?: string };

/**
 * react-admin's row checkboxes pass `aria-label` to MUI's Checkbox, whose root (a span) keeps it
 * while the input stays unnamed; screen readers then announce an unlabelled checkbox. Move the
 * label onto the input (a checkbox's own slotProps.input still wins).
 */
const components: RaThemeOptions['components'] = {
  // small screens: the page never scrolls sideways; a wide table scrolls inside its own box
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
  RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  // Every spinner turns as a fixed arc: MUI's growing arc is repainted on the main thread every
  // frame, while the turning alone runs on the compositor.
  MuiCircularProgress: { defaultProps: { disableShrink: true } },
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: (ownerState: CheckboxOwnerState) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
        input: (ownerState: CheckboxOwnerState) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
      },
    },
  },
};

/** No transition on the element or on its pseudo-elements (a filled field's underlines). */
const still = { transition: 'none' } as const;

/**
 * A control's change of state shows at once: the hover, focus and selection colours of buttons,
 * chips, page buttons and fields, a field's underline, a sorted column's arrow. MUI's colour fades
 * repaint the page on the main thread in the very frames that answer the admin's click.
 * What comes and goes keeps its motion (menus, dialogs, tooltips, the sidebar, a field's label as
 * it floats up), and a press keeps its ripple: a build without the ripples of page buttons and
 * menu items gained no more than the noise.
 */
function stillControls(base: RaThemeOptions['components']): RaThemeOptions['components'] {
  // react-admin's light theme has its own filled field's background: keep it
  const filledRoot = base?.MuiFilledInput?.styleOverrides?.root;
  return {
    MuiButton: { styleOverrides: { root: still } },
    MuiChip: { styleOverrides: { root: still } },
    MuiIconButton: { styleOverrides: { root: still } },
    MuiListItemButton: { styleOverrides: { root: still } },
    MuiPaginationItem: { styleOverrides: { root: still } },
    MuiTableSortLabel: { styleOverrides: { icon: still } },
    MuiFilledInput: {
      styleOverrides: {
        root: { ...(typeof filledRoot === 'object' ? filledRoot : {}), ...still, '&::before, &::after': still },
      },
    },
    MuiInput: { styleOverrides: { root: { '&::before, &::after': still } } },
    MuiInputLabel: {
      styleOverrides: {
        root: ({ ownerState, theme }: { ownerState: { disableAnimation?: boolean }; theme: Theme }) =>
          ownerState.disableAnimation
            ? {}
            : {
                transition: theme.transitions.create(['transform', 'max-width'], {
                  duration: theme.transitions.duration.shorter,
                  easing: theme.transitions.easing.easeOut,
                }),
              },
      },
    },
  };
}

/** A base theme's components with ours. */
function themeComponents(base: RaThemeOptions['components']): RaThemeOptions['components'] {
  return { ...base, ...components, ...stillControls(base) };
}

/** A base theme's typography in the admin's typeface (./typeScale.ts, read by the login screen too). */
function typographyOf(base: RaThemeOptions['typography']): RaThemeOptions['typography'] {
  return { ...(typeof base === 'object' ? base : {}), fontFamily: FONT_FAMILY };
}

/** A browser asking for less motion gets none: menus, dialogs and ripples appear at once. */
const motion: RaThemeOptions['motion'] = { reducedMotion: 'system' };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  typography: typographyOf(defaultLightTheme.typography),
  motion,
  components: themeComponents(defaultLightTheme.components),
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    // text on a coloured background (buttons, chips) picks black or white for a 4.5:1 contrast
    contrastThreshold: 4.5,
    // a shade darker than the login's #6c4cf1, so primary text reads at 4.5:1 even on a hovered grey
    primary: { main: '#5b3cd6' },
    secondary: { main: '#2b1d6b' },
    // MUI's orange (#ed6c02) and light blue (#0288d1) read at 3-4:1 as text on white; these at 5:1
    warning: { main: '#b54f00' },
    info: { main: '#0277bd' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  typography: typographyOf(defaultDarkTheme.typography),
  motion,
  components: themeComponents(defaultDarkTheme.components),
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    contrastThreshold: 4.5,
    primary: { main: '#a995ff' },
    secondary: { main: '#f6a623' },
    // MUI's dark red (#f44336) reads at 3.5:1 on dark paper; this one at 5:1
    error: { main: '#ff7961' },
  },
};
