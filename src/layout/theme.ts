/** The admin's MUI theme: react-admin's default with the brand colours of the login screen. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#6c4cf1' },
    secondary: { main: '#2b1d6b' },
  },
};
