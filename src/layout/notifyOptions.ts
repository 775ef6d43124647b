/**
 * Where toasts appear and how long they stay. The screens of the core document: bottom-centre,
 * closing after 5 s (core §4 "Toasts", §9 "Toast auto-close 5000 ms"). Every screen of the
 * operations document (warehouse products and rarities, profit, team, activity log, delivery,
 * feedback, social proof, return orders) declares OPERATIONS_TOASTS in its descriptor: top-centre,
 * closing after 3 s (operations §9 "Toasts in this area").
 */
import type { SnackbarOrigin } from '@mui/material';

export interface ToastStyle {
  anchorOrigin: SnackbarOrigin;
  autoHideDuration: number;
}

export const DEFAULT_TOASTS: ToastStyle = { anchorOrigin: { vertical: 'bottom', horizontal: 'center' }, autoHideDuration: 5000 };

export const OPERATIONS_TOASTS: ToastStyle = { anchorOrigin: { vertical: 'top', horizontal: 'center' }, autoHideDuration: 3000 };
