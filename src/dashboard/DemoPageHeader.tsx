/** The head of a demo page (reports, invoices): the app-bar title, breadcrumb and heading, and the notice that its figures are samples. */
import { Alert, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Breadcrumb } from '../layout/Breadcrumb';

export function DemoPageHeader({ title, notice }: { title: string; notice: string }) {
  return (
    <>
      <Title title={title} />
      <Breadcrumb title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {notice}
      </Alert>
    </>
  );
}
