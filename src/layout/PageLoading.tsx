/** The spinner shown while the token is checked and the admin's roles load (core §2 "Shell"). */
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export function PageLoading({ fullPage = false }: { fullPage?: boolean }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullPage ? '100vh' : '60vh' }}>
      <CircularProgress aria-label={translate('shell.loading')} />
    </Box>
  );
}
