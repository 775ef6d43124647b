/**
 * The toasts (core §4 "Toasts"): react-admin's notifications, and a "Processing…" toast shown while
 * a save, a deletion or an action runs (any react-query mutation not marked `meta: { quiet: true }`).
 * The processing toast is not queued behind others: it closes the moment the call settles, so the
 * success or error toast that follows takes its place at once. Placement and duration are those of
 * the screen's descriptor (OPERATIONS_TOASTS on the operations document's screens), else DEFAULT_TOASTS.
 */
import { Snackbar } from '@mui/material';
import { useIsMutating } from '@tanstack/react-query';
import { Notification, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { pathCovers } from '../domain/permissions/routes';
import type { Descriptor } from './descriptor';
import { DEFAULT_TOASTS, type ToastStyle } from './notifyOptions';
import { useShell } from './shell';

/** The toast style of the screen at this path: its descriptor's, else the default. */
export function toastStyleAt(descriptors: readonly Descriptor[], pathname: string): ToastStyle {
  const owner = descriptors.find((d) => d.toasts && Object.values(d.screens).some((screen) => screen && pathCovers(screen.path, pathname)));
  return owner?.toasts ?? DEFAULT_TOASTS;
}

export function Toasts() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const style = toastStyleAt(useShell().descriptors, pathname);
  const running = useIsMutating({ predicate: (mutation) => mutation.options.meta?.quiet !== true }) > 0;
  return (
    <>
      <Notification autoHideDuration={style.autoHideDuration} anchorOrigin={style.anchorOrigin} />
      <Snackbar
        open={running}
        anchorOrigin={style.anchorOrigin}
        message={translate('notifications.processing')}
        transitionDuration={{ enter: 150, exit: 0 }}
        slotProps={{ content: { role: 'status' } }}
      />
    </>
  );
}
