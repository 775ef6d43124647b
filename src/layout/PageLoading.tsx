/**
 * The spinner shown while the token is checked and the admin's roles load (core §2 "Shell"), and
 * while a page's record loads. A full-page wait shows its spinner only after SPINNER_DELAY_MS:
 * most end sooner, and a spinner that only flashes tells nothing.
 */
import { useEffect, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** How long a full-page wait stays empty before its spinner shows. */
export const SPINNER_DELAY_MS = 300;

/** False until `delayMs` have passed since the first render (true at once for 0). */
function useShownAfter(delayMs: number): boolean {
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (shown) return undefined;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [shown, delayMs]);
  return shown;
}

export function PageLoading({ fullPage = false }: { fullPage?: boolean }) {
  const translate = useTranslate();
  const shown = useShownAfter(fullPage ? SPINNER_DELAY_MS : 0);
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullPage ? '100vh' : '60vh' }}>
      {shown ? <CircularProgress aria-label={translate('shell.loading')} /> : null}
    </Box>
  );
}
