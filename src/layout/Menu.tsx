/**
 * The sidebar (core §2 "Sidebar routes", §6 "Menu"): the entries of visibleMenu(roles) from
 * ./navigation.ts (built from the descriptors). Dashboard is always there; Warehouse and Settings are expandable groups
 * (MUI Collapse); Game, Profit and Team Management are sections under a sub-header.
 */
import { useMemo, useState } from 'react';
import { Box, Collapse, ListItemIcon, ListItemText, ListSubheader, MenuItem, MenuList } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { MenuItemLink, Menu as RaMenu, useLocation, useSidebarState, useTranslate } from 'react-admin';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { MenuGroup, MenuItem as MenuEntryItem } from '../domain/permissions';
import { menuIconOf, preloadMenuItem, visibleMenu } from './navigation';
import { isMenuPathActive } from './menuMatch';
import { useRoles } from './useRoles';

function menuIcon(key: string) {
  const Icon = menuIconOf(key) ?? ChevronRightIcon;
  return <Icon />;
}

function toLocation(path: string): { pathname: string; search: string } {
  const [pathname, query] = path.split('?');
  return { pathname, search: query ? `?${query}` : '' };
}

function useIsActive(): (path: string) => boolean {
  const { pathname, search } = useLocation();
  return (path) => isMenuPathActive(path, pathname, search);
}

function MenuLink({ item, nested = false }: { item: MenuEntryItem; nested?: boolean }) {
  const translate = useTranslate();
  const isActive = useIsActive();
  const [sidebarOpen] = useSidebarState();
  const active = isActive(item.path);
  const preload = () => preloadMenuItem(item.key);
  return (
    <MenuItemLink
      onPointerEnter={preload}
      onFocus={preload}
      to={toLocation(item.path)}
      primaryText={translate(item.labelKey)}
      leftIcon={menuIcon(item.key)}
      selected={active}
      aria-current={active ? 'page' : undefined}
      sx={nested && sidebarOpen ? { pl: 4 } : undefined}
    />
  );
}

function ExpandableGroup({ group }: { group: MenuGroup }) {
  const translate = useTranslate();
  const isActive = useIsActive();
  const containsActive = group.items.some((item) => isActive(item.path));
  // open while one of its pages is shown (a settings tab not in the menu included), unless the
  // admin has folded or unfolded it themselves
  const onItsPage = group.items.some((item) => isActive(item.path.split('?')[0]));
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? onItsPage;
  const label = translate(group.labelKey);
  const listId = `menu-group-${group.key}`;
  return (
    <>
      <MenuItem onClick={() => setToggled(!open)} aria-expanded={open} aria-controls={listId} selected={!open && containsActive}>
        <ListItemIcon>{menuIcon(group.key)}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <MenuList id={listId} disablePadding aria-label={label} role="group">
          {group.items.map((item) => (
            <MenuLink key={item.key} item={item} nested />
          ))}
        </MenuList>
      </Collapse>
    </>
  );
}

/** A titled section: a group of the menu (its title is not a menu item, so it is presentational). */
function Section({ group }: { group: MenuGroup }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const label = translate(group.labelKey);
  return (
    <Box role="group" aria-label={label}>
      {sidebarOpen ? (
        <ListSubheader component="div" role="presentation" disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
          {label}
        </ListSubheader>
      ) : null}
      {group.items.map((item) => (
        <MenuLink key={item.key} item={item} />
      ))}
    </Box>
  );
}

export function Menu() {
  const translate = useTranslate();
  const roles = useRoles();
  const entries = useMemo(() => visibleMenu(roles), [roles]);
  return (
    <nav aria-label={translate('menu.navigation')}>
      <RaMenu>
        {entries.map((entry) => {
          if (entry.type === 'item') return <MenuLink key={entry.item.key} item={entry.item} />;
          const { group } = entry;
          return group.expandable ? <ExpandableGroup key={group.key} group={group} /> : <Section key={group.key} group={group} />;
        })}
      </RaMenu>
    </nav>
  );
}
