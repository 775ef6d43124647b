import { createTheme } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_COLORS } from '../../src/domain/orderStatus';
import { RETURN_STATUS_COLOR } from '../../src/domain/returnOrder';
import { WITHDRAWAL_STATUS_COLORS } from '../../src/domain/withdrawal';
import { darkTheme, lightTheme } from '../../src/layout/theme';
import { THEME_STORE_KEY, storedThemeMode } from '../../src/layout/loginTheme';

const light = createTheme(lightTheme);
const dark = createTheme(darkTheme);

/** The hue (0-360) of a #rrggbb colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('status colours come from the theme', () => {
  it('shows processing orange, shipped blue, delivered green, cancel red in the light theme', () => {
    const hues = Object.fromEntries(Object.entries(ORDER_STATUS_COLORS).map(([status, tone]) => [status, hue(light.palette[tone].main)]));
    expect(hues.processing).toBeGreaterThan(15);
    expect(hues.processing).toBeLessThan(45);
    expect(hues.shipped).toBeGreaterThan(190);
    expect(hues.shipped).toBeLessThan(240);
    expect(hues.delivered).toBeGreaterThan(90);
    expect(hues.delivered).toBeLessThan(150);
    expect(hues.cancel < 10 || hues.cancel > 350).toBe(true);
  });

  it('has a shade for every status tone in both themes', () => {
    const tones = [
      ...Object.values(ORDER_STATUS_COLORS),
      ...Object.values(WITHDRAWAL_STATUS_COLORS),
      ...Object.values(RETURN_STATUS_COLOR),
    ];
    for (const theme of [light, dark]) for (const tone of tones) expect(theme.palette[tone].main).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('makes the dark theme dark and the light theme light', () => {
    expect(dark.palette.mode).toBe('dark');
    expect(light.palette.mode).toBe('light');
    expect(dark.palette.primary.main).not.toBe(light.palette.primary.main);
  });
});

describe('the login page reads the stored theme choice', () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === THEME_STORE_KEY ? value : null) });
  it('reads react-admin’s stored choice', () => {
    expect(storedThemeMode(storage('"dark"'))).toBe('dark');
    expect(storedThemeMode(storage('"light"'))).toBe('light');
  });
  it('ignores a missing or broken value', () => {
    expect(storedThemeMode(storage(null))).toBeNull();
    expect(storedThemeMode(storage('{oops'))).toBeNull();
    expect(storedThemeMode(storage('"blue"'))).toBeNull();
  });
});
