/**
 * The admin's MUI themes: react-admin's default light and dark themes with the brand colours of
 * the login screen. <Admin> follows the system preference until the admin picks one with the app
 * bar's theme switch; react-admin's store remembers the choice per browser (`THEME_STORE_KEY`), and
 * the login screen reads the same key (src/layout/loginTheme.ts).
 */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

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
  // Every spinner turns as a fixed arc. MUI's indeterminate arc also grows and shrinks, a
  // stroke-dash animation the browser repaints on the main thread every frame (2-3 ms each: about
  // a second of the page's time over an 8 s export of 100,000 order lines, or while a big list is
  // sorted in its worker); the turning alone runs on the compositor.
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

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  components: { ...defaultLightTheme.components, ...components },
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
  components: { ...defaultDarkTheme.components, ...components },
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
