/** The footer: the current year and a rights notice (core §2 "Shell"). */
import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const Footer = memo(function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 2, px: 2, mt: 'auto', textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">{translate('shell.footer', { year: new Date().getFullYear() })}</Typography>
    </Box>
  );
});
