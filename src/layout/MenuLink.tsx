/**
 * One link of the sidebar, drawn again only when whether it is the current page changes (`active`,
 * from the menu) or the sidebar opens or closes. react-admin's MenuItemLink, and react-router's
 * Link inside it, read the location themselves, so every navigation drew all ~20 links again, each
 * with its MUI item, ripple, text and, with the sidebar closed, tooltip. This one has their look and
 * classes (`RaMenuItemLink-root`, `-active`, `-icon`) and behaviour: a plain click navigates in the
 * app (and closes the sidebar on a small screen); a click with a modifier or another button is the
 * browser's (a new tab); the label shows as a tooltip while the sidebar is closed; pointing at the
 * link or focusing it loads its screen's code (./navigation.ts).
 */
import { memo, type MouseEvent } from 'react';
import { ListItemIcon, MenuItem, styled, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import clsx from 'clsx';
import { useBasename, useSidebarState, useTranslate } from 'react-admin';
import type { MenuItem as MenuEntryItem } from '../domain/permissions';
import { menuIconOf, preloadMenuItem } from './navigation';

const CLASSES = { root: 'RaMenuItemLink-root', active: 'RaMenuItemLink-active', icon: 'RaMenuItemLink-icon' };

/** react-admin's MenuItemLink look: secondary text and icon, the current page's text primary. */
const LinkItem = styled(MenuItem)(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    color: palette.text.secondary,
    [`& .${CLASSES.icon}`]: { color: palette.text.secondary, minWidth: theme.spacing(5) },
    [`&.${CLASSES.active}`]: { color: palette.text.primary },
  };
}) as typeof MenuItem;

export function menuIcon(key: string) {
  const Icon = menuIconOf(key) ?? ChevronRightIcon;
  return <Icon />;
}

/** A plain left click, which the app handles; any other is the browser's (new tab, window, download). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.defaultPrevented;

export interface MenuLinkProps {
  item: MenuEntryItem;
  /** the current page is this link's */
  active: boolean;
  /** inside an expandable group: indented while the sidebar is open */
  nested?: boolean;
  /**
   * Opens a path in the app: the same function at every render (the menu's). react-router's own
   * navigate changes with the location, and would draw every link again.
   */
  onOpen: (path: string) => void;
}

export const MenuLink = memo(function MenuLink({ item, active, nested = false, onOpen }: MenuLinkProps) {
  const translate = useTranslate();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const basename = useBasename();
  const label = translate(item.labelKey);
  const preload = () => preloadMenuItem(item.key);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isSmall) setSidebarOpen(false);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onOpen(item.path);
  };
  const link = (
    <LinkItem
      component="a"
      href={`${basename}${item.path}`}
      tabIndex={0}
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
      className={clsx(CLASSES.root, active && CLASSES.active)}
      selected={active}
      aria-current={active ? 'page' : undefined}
      sx={nested && sidebarOpen ? { pl: 4 } : undefined}
    >
      <ListItemIcon className={CLASSES.icon}>{menuIcon(item.key)}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </LinkItem>
  );
  return sidebarOpen ? (
    link
  ) : (
    <Tooltip title={label} placement="right">
      {link}
    </Tooltip>
  );
});
