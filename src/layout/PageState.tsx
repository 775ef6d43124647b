/** Spinner, error or "pick a record first" of the detail and invoice pages. */
import { Alert, Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useServerText } from '../i18n/useServerText';
import type { Loaded } from './useLoaded';

export function PageState<T>({ loaded, missing }: { loaded: Loaded<T> | null; missing: string }) {
  const translate = useTranslate();
  const serverText = useServerText();
  if (loaded === null) return <Alert severity="info">{missing}</Alert>;
  if (loaded.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={translate('shell.loading')} />
      </Box>
    );
  }
  if (loaded.status === 'error') return <Alert severity="error">{serverText(loaded.error.message)}</Alert>;
  return null;
}
