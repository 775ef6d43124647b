/**
 * A table row's menu: its "more" button, and MUI's Menu from the first opening on. A list page has
 * one per row, drawn again on every page turn and sort, so until the admin opens one, a row draws
 * the button alone: the menu (its items, their icons, texts and the hooks they need) is a
 * component of the caller's, drawn by `menu` only once opened, and kept mounted after that so it
 * closes with MUI's transition.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { IconButton, Menu } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';

/** What a row's menu gets: draw `<RowMenu {...props}>` with the items; `close` closes it. */
export interface RowMenuProps {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

export interface RowMenuButtonProps {
  /** the button's accessible name */
  label: string;
  /** draws the menu (a component, so its hooks run only once the menu was opened) */
  menu: (props: RowMenuProps) => ReactNode;
}

export function RowMenuButton({ label, menu }: RowMenuButtonProps) {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    setAnchorEl(event.currentTarget);
    setOpened(true);
  };
  return (
    <>
      <IconButton size="small" aria-label={label} aria-haspopup="menu" onClick={open}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {opened ? menu({ anchorEl, open: anchorEl !== null, onClose: () => setAnchorEl(null) }) : null}
    </>
  );
}

/** The menu itself: MUI's Menu; a click inside it stays out of the row. */
export function RowMenu({ anchorEl, open, onClose, children }: RowMenuProps & { children: ReactNode }) {
  return (
    <Menu anchorEl={anchorEl} open={open} onClose={onClose} onClick={(event) => event.stopPropagation()}>
      {children}
    </Menu>
  );
}
