/**
 * The login screen paints before react-admin loads, so it reads the theme choice itself: the value
 * react-admin's store keeps under "RaStore.theme" ("light" or "dark", JSON), else the system
 * preference. It sets `data-theme` on <html>, which Login.css and BootSpinner.css style.
 */
export const THEME_STORE_KEY = 'RaStore.theme';

export type ThemeMode = 'light' | 'dark';

export function storedThemeMode(storage: Pick<Storage, 'getItem'> = window.localStorage): ThemeMode | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(THEME_STORE_KEY) ?? 'null');
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

export function preferredThemeMode(): ThemeMode {
  const stored = storedThemeMode();
  if (stored) return stored;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyLoginTheme(): void {
  document.documentElement.dataset.theme = preferredThemeMode();
}
