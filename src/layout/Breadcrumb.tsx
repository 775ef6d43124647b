/**
 * The breadcrumb (core §2 "Shell"): a dashboard link, an optional parent (the descriptor whose list
 * the page belongs to: its list title, linking to its list) and the page title. On the dashboard
 * itself the link to it is left out.
 */
import { Breadcrumbs, Typography } from '@mui/material';
import { Link, Title, useLocation, useTranslate } from 'react-admin';
import { linkTo, type Descriptor } from '../resources/descriptor';
import { HOME_PATH } from '../shellPaths';

export interface BreadcrumbProps {
  title: string;
  parent?: Descriptor;
  /** also the app bar's title (pages that have no react-admin List, Create or Edit to set it) */
  appBarTitle?: boolean;
}

export function Breadcrumb({ title, parent, appBarTitle = false }: BreadcrumbProps) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <>
      {appBarTitle ? <Title title={title} /> : null}
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
    </>
  );
}
