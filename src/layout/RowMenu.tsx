/**
 * A table row's menu: its "more" button, and MUI's Menu from the first opening on. A list page has
 * one per row, drawn again on every page turn and sort, so until the admin opens one, a row draws
 * the button alone: the menu (its items, their icons, texts and the hooks they need) is a
 * component of the caller's, drawn by `menu` only once opened, and kept mounted after that so it
 * closes with MUI's transition.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Menu } from '@mui/material';

/** MUI's MoreVert icon. */
const MORE_VERT =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

/**
 * The button: MUI's small IconButton and its small icon as markup, styled by one set of rules for
 * the whole page (`rowMenuButtonRules` in ./markupLook.ts, written by ./MarkupStyles.tsx). MUI's
 * IconButton is about ten components a row (ButtonBase, its ripple's hooks, the icon), and a
 * styled button two and a computed style, drawn again at every page turn, sort and filter. What is
 * left out is the ripple: a click does not spread a circle, and keyboard focus shows a circle like
 * the hover's.
 */
const BUTTON_CLASS = 'MuiButtonBase-root MuiIconButton-root MuiIconButton-sizeSmall RowMenu-button';

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
      <button type="button" className={BUTTON_CLASS} aria-label={label} aria-haspopup="menu" onClick={open}>
        <svg className="MuiSvgIcon-root MuiSvgIcon-fontSizeSmall" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={MORE_VERT} />
        </svg>
      </button>
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
