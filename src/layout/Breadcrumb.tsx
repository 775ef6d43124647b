/**
 * The breadcrumb (core §2 "Shell"): "a dashboard link, a parent link (to order-management) and the
 * title". The parent of a record's page is the descriptor whose list it belongs to (its list title,
 * linking to its list); a page of no list (every list, settings ...) has the spec's parent, Order
 * Management (the shell's breadcrumbParent), linking to /order-management. On the dashboard itself
 * only the title shows.
 */
import { Breadcrumbs, Typography } from '@mui/material';
import { Link, Title, useLocation, useTranslate } from 'react-admin';
import { linkTo, type Descriptor } from './descriptor';
import { HOME_PATH } from '../shellPaths';
import { useShell } from './shell';

export interface BreadcrumbProps {
  title: string;
  parent?: Descriptor;
  /** also the app bar's title (pages that have no react-admin List, Create or Edit to set it) */
  appBarTitle?: boolean;
}

export function Breadcrumb({ title, parent, appBarTitle = false }: BreadcrumbProps) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { breadcrumbParent } = useShell();
  const onHome = pathname === HOME_PATH;
  const parentLink = parent ?? (onHome ? undefined : breadcrumbParent);
  return (
    <>
      {appBarTitle ? <Title title={title} /> : null}
      <Breadcrumbs aria-label={translate('shell.breadcrumb')} sx={{ my: 1 }}>
        {!onHome ? (
          <Link to={HOME_PATH} underline="hover" color="inherit">
            {translate('shell.breadcrumbHome')}
          </Link>
        ) : null}
        {parentLink ? (
          <Link to={linkTo(parentLink, 'list')} underline="hover" color="inherit">
            {translate(parentLink.labelKey)}
          </Link>
        ) : null}
        <Typography color="text.primary" aria-current="page">
          {title}
        </Typography>
      </Breadcrumbs>
    </>
  );
}
