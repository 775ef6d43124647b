/**
 * The admin's type scale (src/layout/typeScale.ts), which the login screen reads to look the
 * admin's faces up ahead (src/layout/fontPrimer.ts), matches the text the admin's themes draw.
 */
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { darkTheme, lightTheme } from '../../src/layout/theme';
import { FONT_FAMILY, TEXT_SIZES_PX, TEXT_WEIGHTS } from '../../src/layout/typeScale';

/** The text variants the admin's screens use (h1 to h4 are not). */
const USED_VARIANTS = ['h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('the %s theme', (_name, options) => {
  const theme = createTheme(options);

  it('draws in the type scale’s font stack', () => {
    expect(theme.typography.fontFamily).toBe(FONT_FAMILY);
    for (const variant of USED_VARIANTS) expect(theme.typography[variant].fontFamily).toBe(FONT_FAMILY);
  });

  it('draws every text variant in use at a size and weight of the type scale', () => {
    for (const variant of USED_VARIANTS) {
      const { fontSize, fontWeight } = theme.typography[variant];
      const px = parseFloat(String(fontSize)) * (String(fontSize).endsWith('rem') ? theme.typography.htmlFontSize : 1);
      expect({ variant, px, in: TEXT_SIZES_PX.includes(px) }).toEqual({ variant, px, in: true });
      expect({ variant, fontWeight, in: TEXT_WEIGHTS.includes(Number(fontWeight)) }).toEqual({ variant, fontWeight, in: true });
    }
  });

  it('keeps react-admin’s regular headings (h6) with its own typeface', () => {
    expect(theme.typography.h6.fontWeight).toBe(400);
  });
});
