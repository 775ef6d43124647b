/**
 * The users list's row menu (core §2, §6): edit, delete, block/unblock, wallet amount, password,
 * change to streamer, profile. Each item is gated by writeUsers or delUsers; without the
 * permission it shows the spec's denied toast instead.
 */
import type { ReactElement } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { RowMenu, RowMenuButton, type RowMenuProps } from '../../layout/RowMenu';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PasswordIcon from '@mui/icons-material/Password';
import VideocamIcon from '@mui/icons-material/Videocam';
import PersonIcon from '@mui/icons-material/Person';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ShopUser } from '../../domain/types/users';
import type { UserDialogKind } from './UserActionDialogs';
import { linkTo } from '../../layout/descriptor';
import { users } from '.';

export interface UserRowMenuProps {
  onOpenDialog: (kind: UserDialogKind, user: ShopUser) => void;
  /** the list's answers of canAccess for users (asked once for the list, not per row) */
  mayEdit: boolean;
  mayDelete: boolean;
}

type Gate = 'write' | 'delete';
type DeniedKey = 'delete' | 'edit' | 'block' | 'password' | 'profile' | 'wallet' | 'type';

interface MenuEntry {
  key: string;
  icon: ReactElement;
  gate: Gate;
  denied: DeniedKey;
  onClick: () => void;
}

export function UserRowMenu(props: UserRowMenuProps) {
  const user = useRecordContext<ShopUser & { id: string }>();
  const translate = useTranslate();
  if (!user) return null;
  return (
    <RowMenuButton
      label={translate('resources.users.rowMenu.open', { name: user.username })}
      menu={(menu) => <UserMenu {...menu} {...props} user={user} />}
    />
  );
}

/** The opened menu: its items, each gated by its permission. */
function UserMenu({
  user,
  onOpenDialog,
  mayEdit,
  mayDelete,
  ...menu
}: RowMenuProps & UserRowMenuProps & { user: ShopUser & { id: string } }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();

  const allowed = (gate: Gate) => (gate === 'write' ? mayEdit : mayDelete);
  const run = (gate: Gate, denied: DeniedKey, action: () => void) => () => {
    menu.onClose();
    if (!allowed(gate)) {
      notify(translate(`resources.users.denied.${denied}`, { entity: translate('resources.users.denied.entity') }), { type: 'error' });
      return;
    }
    action();
  };

  const items: MenuEntry[] = [
    {
      key: 'edit',
      icon: <EditIcon fontSize="small" />,
      gate: 'write',
      denied: 'edit',
      onClick: () => navigate(linkTo(users, 'edit', user.id)),
    },
    { key: 'delete', icon: <DeleteIcon fontSize="small" />, gate: 'delete', denied: 'delete', onClick: () => onOpenDialog('delete', user) },
    {
      key: user.isBlock ? 'unblock' : 'block',
      icon: user.isBlock ? <LockOpenIcon fontSize="small" /> : <BlockIcon fontSize="small" />,
      gate: 'write',
      denied: 'block',
      onClick: () => onOpenDialog('block', user),
    },
    {
      key: 'wallet',
      icon: <AccountBalanceWalletIcon fontSize="small" />,
      gate: 'write',
      denied: 'wallet',
      onClick: () => onOpenDialog('wallet', user),
    },
    {
      key: 'password',
      icon: <PasswordIcon fontSize="small" />,
      gate: 'write',
      denied: 'password',
      onClick: () => onOpenDialog('password', user),
    },
    ...(user.userType !== 'streamer'
      ? [
          {
            key: 'streamer',
            icon: <VideocamIcon fontSize="small" />,
            gate: 'write' as const,
            denied: 'type' as const,
            onClick: () => onOpenDialog('streamer', user),
          },
        ]
      : []),
    {
      key: 'profile',
      icon: <PersonIcon fontSize="small" />,
      gate: 'write',
      denied: 'profile',
      onClick: () => navigate(linkTo(users, 'show', user.id)),
    },
  ];

  return (
    <RowMenu {...menu}>
      {items.map((item) => (
        <MenuItem key={item.key} onClick={run(item.gate, item.denied, item.onClick)}>
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText>{translate(`resources.users.rowMenu.${item.key}`)}</ListItemText>
        </MenuItem>
      ))}
    </RowMenu>
  );
}
