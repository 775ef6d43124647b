/**
 * The breadcrumb (core §2 "Shell"): a dashboard link, an optional parent (the descriptor whose list
 * the page belongs to: its list title, linking to its list) and the page title. On the dashboard
 * itself the link to it is left out.
 */
import { Breadcrumbs, Typography } from '@mui/material';
import { Link, useLocation, useTranslate } from 'react-admin';
import { linkTo, type Descriptor } from '../resources/descriptor';
import { HOME_PATH } from '../shellPaths';

export interface BreadcrumbProps {
  title: string;
  parent?: Descriptor;
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
        <Link to={linkTo(parent, 'list')} underline="hover" color="inherit">
          {translate(parent.labelKey)}
        </Link>
      ) : null}
      <Typography color="text.primary" aria-current="page">
        {title}
      </Typography>
    </Breadcrumbs>
  );
}
