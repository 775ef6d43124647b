import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppBar } from '../../src/layout/AppBar';
import { Breadcrumb } from '../../src/layout/Breadcrumb';
import { Footer } from '../../src/layout/Footer';
import { SAMPLE_FRIENDS } from '../../src/layout/friends';
import { isMenuPathActive } from '../../src/layout/menuMatch';
import { renderInAdmin } from './renderInAdmin';
import { orders } from '../../src/resources/orders';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Breadcrumb', () => {
  it("links the dashboard, the spec's parent (order-management), then the title", () => {
    renderInAdmin(<Breadcrumb title="Category Details" />, { path: '/category-list' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(trail).getByRole('link', { name: 'Order Management' })).toHaveAttribute('href', '/order-management');
    expect(within(trail).getByText('Category Details')).toHaveAttribute('aria-current', 'page');
  });

  it("links a record page's own list as its parent", async () => {
    const { brand } = await import('../../src/resources/brand');
    renderInAdmin(<Breadcrumb title="Add Brand" parent={brand} />, { path: '/create-brand' });
    const links = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard', '/brand-list']);
  });

  it('links an optional parent (order management)', () => {
    renderInAdmin(<Breadcrumb title="Order Details" parent={orders} />, {
      path: '/order-details',
    });
    const links = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard', '/order-management']);
  });

  it('leaves the dashboard link out on the dashboard itself', () => {
    renderInAdmin(<Breadcrumb title="Dashboard" />, { path: '/dashboard' });
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('Footer', () => {
  it('shows the current year and the rights notice', () => {
    renderInAdmin(<Footer />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Mystery Box Admin. All rights reserved.`)).toBeInTheDocument();
  });
});

describe('AppBar', () => {
  it('opens the decorative friends panel with its sample people', async () => {
    const user = userEvent.setup();
    renderInAdmin(<AppBar />);
    await user.click(screen.getByRole('button', { name: 'Show friends' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('heading', { name: 'Friends' })).toBeInTheDocument();
    expect(within(panel).getByText('Sample people, shown for decoration only.')).toBeInTheDocument();
    for (const friend of SAMPLE_FRIENDS) expect(within(panel).getByText(friend.name)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close friends' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toggles full screen through the Fullscreen API when the browser has it', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document.documentElement, 'requestFullscreen', { configurable: true, value: requestFullscreen });
    const user = userEvent.setup();
    renderInAdmin(<AppBar />);
    await user.click(screen.getByRole('button', { name: 'Enter full screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: undefined });
  });
});

describe('isMenuPathActive', () => {
  it('matches the path and the pages below it', () => {
    expect(isMenuPathActive('/category-list', '/category-list', '')).toBe(true);
    expect(isMenuPathActive('/category-list', '/category-list/12', '')).toBe(true);
    expect(isMenuPathActive('/category-list', '/category-listing', '')).toBe(false);
  });

  it('needs the query of an item with one', () => {
    expect(isMenuPathActive('/settings?tab=profile', '/settings', '?tab=profile')).toBe(true);
    expect(isMenuPathActive('/settings?tab=profile', '/settings', '?tab=changePassword')).toBe(false);
  });
});
