/**
 * A table row's menu: MUI's Menu, mounted from its first opening on. A closed Menu still renders
 * its Popover and Modal, and a list page has one per row, on every page turn and sort.
 */
import { useState } from 'react';
import { Menu, type MenuProps } from '@mui/material';

export function RowMenu(props: MenuProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <Menu {...props} /> : null;
}
