/**
 * The header (core §2 "Shell"): react-admin's AppBar (its sidebar toggle is the mobile toggle),
 * the page title, the light/dark theme switch, a full-screen toggle, the friends panel button and the profile dropdown
 * (the admin's name and avatar; Profile link; Logout removes the token and goes to "/").
 */
import { useState, memo } from 'react';
import { Box, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import {
  LoadingIndicator,
  Logout,
  AppBar as RaAppBar,
  LocalesMenuButton,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { LOGIN_PATH } from '../authProvider';
import { listCache } from '../dataProvider/listCache';
import { FriendsPanel } from './FriendsPanel';
import { FullscreenButton } from './FullscreenButton';
import { ProfileMenuItem } from './ProfileMenuItem';
import { Deferred } from './Deferred';

function FriendsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('shell.openFriends');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={label} aria-haspopup="dialog">
          <PeopleAltIcon />
        </IconButton>
      </Tooltip>
      <FriendsPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * react-admin's loading indicator and its Refresh button. Refresh means refresh: the whole-list
 * cache is dropped (in the capture phase, before react-admin's own click handler refetches), so
 * every list is read from the server again.
 */
function RefreshControl() {
  return (
    <Box sx={{ display: 'contents' }} onClickCapture={() => listCache.clear()}>
      {/* its spinner turns as a fixed arc, as every spinner does (./theme.ts) */}
      <LoadingIndicator />
    </Box>
  );
}

const toolbar = (
  <Deferred>
    <LocalesMenuButton />
    <ToggleThemeButton />
    <FullscreenButton />
    <FriendsButton />
    <RefreshControl />
  </Deferred>
);

/**
 * The profile dropdown. From the sm breakpoint up it shows the admin's name, so its accessible name
 * must hold that name too; below, an icon named by the catalogue key.
 */
function ProfileUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const label = showsName && identity?.fullName ? translate('shell.profileMenuOf', { name: identity.fullName }) : 'shell.profileMenu';
  return (
    <UserMenu label={label}>
      <ProfileMenuItem />
      <Logout redirectTo={LOGIN_PATH} />
    </UserMenu>
  );
}

const userMenu = (
  <Deferred>
    <ProfileUserMenu />
  </Deferred>
);

export const AppBar = memo(function AppBar() {
  return (
    <RaAppBar toolbar={toolbar} userMenu={userMenu}>
      <TitlePortal />
    </RaAppBar>
  );
});
