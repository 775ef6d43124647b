/**
 * The breadcrumb (core §2 "Shell"): a dashboard link, an optional parent link (the order
 * management pages pass { label, to: '/order-management' }) and the page title. On the dashboard
 * itself the link to it is left out.
 */
import { Breadcrumbs, Typography } from '@mui/material';
import { Link, useLocation, useTranslate } from 'react-admin';
import { HOME_PATH } from './routeAccess';

export interface BreadcrumbProps {
  title: string;
  parent?: { label: string; to: string };
}

export function Breadcrumb({ title, parent }: BreadcrumbProps) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <Breadcrumbs aria-label={translate('shell.breadcrumb')} sx={{ my: 1 }}>
      {pathname !== HOME_PATH ? (
        <Link to={HOME_PATH} underline="hover" color="inherit">
          {translate('shell.breadcrumbHome')}
        </Link>
      ) : null}
      {parent ? (
        <Link to={parent.to} underline="hover" color="inherit">
          {parent.label}
        </Link>
      ) : null}
      <Typography color="text.primary" aria-current="page">
        {title}
      </Typography>
    </Breadcrumbs>
  );
}
