/** A status in its colour (orders: processing orange, shipped blue, delivered green, cancel red). */
import { Chip } from '@mui/material';

export function StatusChip({ label, color }: { label: string; color: string }) {
  return (
    <Chip
      size="small"
      label={label}
      variant="outlined"
      sx={{ color, borderColor: color, fontWeight: 600, bgcolor: `${color}14` }}
    />
  );
}
