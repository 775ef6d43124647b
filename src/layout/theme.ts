/**
 * The admin's MUI themes: react-admin's default light and dark themes with the brand colours of
 * the login screen. <Admin> follows the system preference until the admin picks one with the app
 * bar's theme switch; react-admin's store remembers the choice per browser (`THEME_STORE_KEY`), and
 * the login screen reads the same key (src/layout/loginTheme.ts).
 */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: '#6c4cf1' },
    secondary: { main: '#2b1d6b' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#a995ff' },
    secondary: { main: '#f6a623' },
  },
};
