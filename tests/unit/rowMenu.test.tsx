/**
 * A table row's "more" button (src/layout/RowMenu.tsx): the menu and its items exist only once
 * opened; it opens on the button, focuses its first item, closes on Escape or on an item, and
 * opens again.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MenuItem } from '@mui/material';
import { RowMenu, RowMenuButton, type RowMenuProps } from '../../src/layout/RowMenu';

let menuDraws = 0;

function Items(props: RowMenuProps) {
  menuDraws += 1;
  return (
    <RowMenu {...props}>
      <MenuItem onClick={props.onClose}>Edit</MenuItem>
      <MenuItem onClick={props.onClose}>Delete</MenuItem>
    </RowMenu>
  );
}

describe("a row's menu", () => {
  it('is drawn only once opened, and opens, closes and opens again', async () => {
    menuDraws = 0;
    render(<RowMenuButton label="Actions for ana" menu={(props) => <Items {...props} />} />);
    expect(menuDraws).toBe(0);
    expect(screen.queryByRole('menu')).toBeNull();

    const button = screen.getByRole('button', { name: 'Actions for ana' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(button);
    const edit = await screen.findByRole('menuitem', { name: 'Edit' });
    await waitFor(() => expect(document.activeElement).toBe(edit));

    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(menuDraws).toBeGreaterThan(0);
  });
});
