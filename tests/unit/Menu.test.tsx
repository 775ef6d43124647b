import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { clearToken } from '../../src/dataProvider/http';
import { Menu } from '../../src/layout/Menu';
import { menuIconOf } from '../../src/layout/navigation';
import { FAKE_SHOP_SEEDING_MS, openFakeShop, signInToFakeShop, useServerAgain } from './fakeShop';
import { renderInAdmin } from './renderInAdmin';

// each menu link asks for its icon when it is drawn: the calls count the links' draws
vi.mock('../../src/layout/navigation', async (original) => {
  const actual = await original<typeof import('../../src/layout/navigation')>();
  return { ...actual, menuIconOf: vi.fn(actual.menuIconOf) };
});
const drawsOf = (key: string) => vi.mocked(menuIconOf).mock.calls.filter(([k]) => k === key).length;

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** The menu, and where the app is. */
const renderMenuWhere = () =>
  renderInAdmin(
    <>
      <Menu />
      <Where />
    </>,
  );

function CloseSidebar() {
  const [, setOpen] = useSidebarState();
  return <button onClick={() => setOpen(false)}>close sidebar</button>;
}

/** The menu of an admin holding `roles`, against QA mode's fake shop (the session comes from it). */
const signInAs = (roles: string[]) => signInToFakeShop(roles);

beforeEach(() => clearToken());
afterEach(() => useServerAgain());

beforeAll(() => openFakeShop(), FAKE_SHOP_SEEDING_MS);

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

  it('opens a page in the app on a click, and draws again only the links whose page it was or is', async () => {
    await signInAs(['superAdmin']);
    const user = userEvent.setup();
    renderMenuWhere();
    const users = await screen.findByRole('menuitem', { name: 'Users' });
    const dashboard = screen.getByRole('menuitem', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('aria-current', 'page');
    const before = { users: drawsOf('users'), dashboard: drawsOf('dashboard'), orders: drawsOf('orders'), feedback: drawsOf('feedback') };

    await user.click(users);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/users\/list-user$/);
    expect(users).toHaveAttribute('aria-current', 'page');
    expect(users).toHaveClass('Mui-selected', 'RaMenuItemLink-active');
    expect(dashboard).not.toHaveAttribute('aria-current');
    expect(dashboard).not.toHaveClass('RaMenuItemLink-active');
    expect(drawsOf('users')).toBe(before.users + 1);
    expect(drawsOf('dashboard')).toBe(before.dashboard + 1);
    expect(drawsOf('orders')).toBe(before.orders);
    expect(drawsOf('feedback')).toBe(before.feedback);
  });

  it('leaves a click with a modifier key to the browser (a new tab), not the app', async () => {
    await signInAs(['superAdmin']);
    renderMenuWhere();
    const orders = await screen.findByRole('menuitem', { name: 'Order Management' });
    expect(fireEvent.click(orders, { ctrlKey: true })).toBe(true); // not prevented: the browser follows the href
    expect(fireEvent.click(orders, { button: 1 })).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(fireEvent.click(orders)).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/order-management$/);
  });

  it('names each link in a tooltip while the sidebar is closed', async () => {
    await signInAs(['superAdmin']);
    const user = userEvent.setup();
    renderInAdmin(
      <>
        <Menu />
        <CloseSidebar />
      </>,
    );
    await user.hover(await screen.findByRole('menuitem', { name: 'Users' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.unhover(screen.getByRole('menuitem', { name: 'Users' }));
    await user.click(screen.getByRole('button', { name: 'close sidebar' }));
    await user.hover(screen.getByRole('menuitem', { name: 'Users' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Users');
  });
});
