/** The profile dropdown's Profile link: /settings?tab=profile (core §2 "Shell"). */
import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { LinkBase, useTranslate, useUserMenu } from 'react-admin';
import { useShell } from './shell';

export const ProfileMenuItem = forwardRef<HTMLAnchorElement>(function ProfileMenuItem(_props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { profileLink } = useShell();
  return (
    <MenuItem component={LinkBase} ref={ref} to={profileLink} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('shell.profile')}</ListItemText>
    </MenuItem>
  );
});
