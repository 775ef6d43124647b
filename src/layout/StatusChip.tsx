/** A status in its colour (orders: processing orange, shipped blue, delivered green, cancel red), in the theme's shade. */
import { Chip, alpha, darken, getContrastRatio, lighten, useTheme } from '@mui/material';
import type { StatusTone } from '../domain/statusTone';

export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  const theme = useTheme();
  const { main } = theme.palette[tone];
  const text = readableShade(main, theme.palette.background.paper, theme.palette.mode === 'dark');
  return (
    <Chip
      size="small"
      label={label}
      variant="outlined"
      sx={{ color: text, borderColor: main, fontWeight: 600, bgcolor: alpha(main, 0.08) }}
    />
  );
}

/**
 * The tone darkened (light theme) or lightened (dark theme) until it reads at 4.5:1 on the chip, whose
 * tinted background is a little off the page's colour: aim at 5:1 against the page.
 */
function readableShade(color: string, page: string, onDark: boolean): string {
  let shade = color;
  for (let step = 0.1; getContrastRatio(shade, page) < 5 && step <= 0.8; step += 0.1) {
    shade = onDark ? lighten(color, step) : darken(color, step);
  }
  return shade;
}
