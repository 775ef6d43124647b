import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToken } from '../../src/dataProvider/http';
import { Menu } from '../../src/layout/Menu';
import { signInToFakeShop, useServerAgain } from './fakeShop';
import { renderInAdmin } from './renderInAdmin';

/** The menu of an admin holding `roles`, against QA mode's fake shop (the session comes from it). */
const signInAs = (roles: string[]) => signInToFakeShop(roles);

beforeEach(() => clearToken());
afterEach(() => useServerAgain());

describe('Menu', () => {
  it('with readCategory shows Dashboard and Warehouse > Category, not Users', async () => {
    await signInAs(['readCategory']);
    const user = userEvent.setup();
    renderInAdmin(<Menu />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const warehouse = await within(nav).findByRole('menuitem', { name: /warehouse/i });
    expect(within(nav).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(warehouse).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('menuitem', { name: 'Category' })).not.toBeInTheDocument();

    await user.click(warehouse);
    expect(warehouse).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('menuitem', { name: 'Category' })).toHaveAttribute('href', '/category-list');
    expect(within(nav).queryByRole('menuitem', { name: 'Brand' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('menuitem', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('menuitem', { name: /settings/i })).not.toBeInTheDocument();
  });

  it('opens the group of the current page and highlights its item', async () => {
    await signInAs(['readCategory']);
    renderInAdmin(<Menu />, { path: '/category-list' });
    const category = await screen.findByRole('menuitem', { name: 'Category' });
    expect(category).toHaveAttribute('aria-current', 'page');
    expect(category).toHaveClass('Mui-selected');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('for a super admin shows every section, the plain items and the Settings group', async () => {
    await signInAs(['superAdmin']);
    const user = userEvent.setup();
    renderInAdmin(<Menu />, { path: '/settings?tab=changePassword' });
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/users/list-user');
    expect(screen.getByText('Game Management')).toBeInTheDocument();
    expect(screen.getByText('Profit Management')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Order Management' })).toHaveAttribute('href', '/order-management');
    const changePassword = screen.getByRole('menuitem', { name: 'Change Password' });
    expect(changePassword).toHaveAttribute('href', '/settings?tab=changePassword');
    expect(changePassword).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('menuitem', { name: /warehouse/i }));
    expect(screen.getByRole('menuitem', { name: 'Brand' })).toHaveAttribute('href', '/brand-list');
  });
});
