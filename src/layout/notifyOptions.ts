/**
 * Where toasts appear and how long they stay. Every screen: bottom-centre, closing after 5 s
 * (core §4 "Toasts", §9 "Toast auto-close 5000 ms"). A descriptor may give its screens another
 * style: the profit area's toasts are top-centre and close after 3 s (operations §9).
 */
import type { SnackbarOrigin } from '@mui/material';

export interface ToastStyle {
  anchorOrigin: SnackbarOrigin;
  autoHideDuration: number;
}

export const DEFAULT_TOASTS: ToastStyle = { anchorOrigin: { vertical: 'bottom', horizontal: 'center' }, autoHideDuration: 5000 };

export const PROFIT_TOASTS: ToastStyle = { anchorOrigin: { vertical: 'top', horizontal: 'center' }, autoHideDuration: 3000 };
