/**
 * The sidebar (core §2 "Sidebar routes", §6 "Menu"): the entries of the shell's menu (./navigation.ts,
 * built from the descriptors) this admin's roles show. Dashboard is always there; Warehouse and Settings are expandable groups
 * (MUI Collapse); Game, Profit and Team Management are sections under a sub-header.
 * The menu reads the location once, at the top, and hands each link whether it is the current page:
 * a navigation draws again the links that changed, not all of them (./MenuLink.tsx).
 */
import { useMemo, useState } from 'react';
import { Box, Collapse, ListItemIcon, ListItemText, ListSubheader, MenuItem, MenuList } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Menu as RaMenu, useEvent, useLocation, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { MenuGroup } from '../domain/permissions';
import { visibleMenu } from './navigation';
import { useShell } from './shell';
import { isMenuPathActive } from './menuMatch';
import { menuIcon, MenuLink } from './MenuLink';

type IsActive = (path: string) => boolean;
type Open = (path: string) => void;

function ExpandableGroup({ group, isActive, onOpen }: { group: MenuGroup; isActive: IsActive; onOpen: Open }) {
  const translate = useTranslate();
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
            <MenuLink key={item.key} item={item} active={isActive(item.path)} nested onOpen={onOpen} />
          ))}
        </MenuList>
      </Collapse>
    </>
  );
}

/** A titled section: a group of the menu (its title is not a menu item, so it is presentational). */
function Section({ group, isActive, onOpen }: { group: MenuGroup; isActive: IsActive; onOpen: Open }) {
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
        <MenuLink key={item.key} item={item} active={isActive(item.path)} onOpen={onOpen} />
      ))}
    </Box>
  );
}

/** Before the roles are known (the route guard waits for them), the menu shows what needs none. */
const NO_ROLES: readonly string[] = [];

export function Menu() {
  const translate = useTranslate();
  // the shell reads the role strings itself (the menu rules of src/domain/permissions); screens ask canAccess
  const roles = usePermissions<readonly string[]>().permissions ?? NO_ROLES;
  const { menu } = useShell();
  const entries = useMemo(() => visibleMenu(menu, roles), [menu, roles]);
  const { pathname, search } = useLocation();
  const isActive: IsActive = (path) => isMenuPathActive(path, pathname, search);
  const navigate = useNavigate();
  const onOpen = useEvent((path: string) => navigate(path));
  return (
    <nav aria-label={translate('menu.navigation')}>
      <RaMenu>
        {entries.map((entry) => {
          if (entry.type === 'item')
            return <MenuLink key={entry.item.key} item={entry.item} active={isActive(entry.item.path)} onOpen={onOpen} />;
          const { group } = entry;
          return group.expandable ? (
            <ExpandableGroup key={group.key} group={group} isActive={isActive} onOpen={onOpen} />
          ) : (
            <Section key={group.key} group={group} isActive={isActive} onOpen={onOpen} />
          );
        })}
      </RaMenu>
    </nav>
  );
}
