/** react-admin's notifications, closing after 5 s (core §4 "Toasts", §9 "Toast auto-close 5000 ms"). */
import { Notification } from 'react-admin';

export const TOAST_AUTO_HIDE_MS = 5000;

export function Toasts() {
  return <Notification autoHideDuration={TOAST_AUTO_HIDE_MS} />;
}
