/** The printable sheet with its Print button (the button itself is not printed). */
import type { ReactNode } from 'react';
import { Box, Button, Paper } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import './invoicePrint.css';

export function InvoiceFrame({ children, label }: { children: ReactNode; label: string }) {
  const translate = useTranslate();
  return (
    <>
      <Box className="invoice-no-print" sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('profit.invoice.print')}
        </Button>
      </Box>
      <Paper component="article" aria-label={label} className="invoice-sheet" variant="outlined">
        {children}
      </Paper>
    </>
  );
}
