/**
 * /dashboard (core §2 "Dashboard content"). Without dashboard access (canSeeDashboard) it shows
 * only "Welcome to admin". With it: a welcome with the admin's first name and the counts of the
 * admin details call. The stats cards, tables, chart and date range come with the dashboard issue.
 */
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { canSeeDashboard } from '../domain/permissions';
import { useAdminSession } from '../authProvider/session';
import { Breadcrumb } from '../layout/Breadcrumb';
import { CountCards } from './CountCards';

export function Dashboard() {
  const translate = useTranslate();
  const { admin, roles, counts } = useAdminSession();
  const title = translate('dashboard.title');

  if (!canSeeDashboard(roles)) {
    return (
      <Box sx={{ p: 2 }}>
        <Title title={title} />
        <Typography variant="h5" component="h1">
          {translate('dashboard.noAccess')}
        </Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Breadcrumb title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('dashboard.welcome', { name: admin?.firstname ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('dashboard.summary')}
      </Typography>
      {counts ? <CountCards counts={counts} /> : null}
    </Box>
  );
}
