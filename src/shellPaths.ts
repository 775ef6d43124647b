/**
 * The two URLs the entry point needs before the admin bundle loads (src/main.tsx stays light):
 * the login ("/") and the home page, the dashboard. The dashboard's descriptor uses HOME_PATH.
 */
export const LOGIN_PATH = '/';
export const HOME_PATH = '/dashboard';
