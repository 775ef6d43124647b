/** A status in its colour (orders: processing orange, shipped blue, delivered green, cancel red), in the theme's shade. */
import { Chip, alpha, useTheme } from '@mui/material';
import type { StatusTone } from '../../domain/statusTone';

export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  const theme = useTheme();
  const color = theme.palette[tone].main;
  return (
    <Chip
      size="small"
      label={label}
      variant="outlined"
      sx={{ color, borderColor: color, fontWeight: 600, bgcolor: alpha(color, 0.08) }}
    />
  );
}
