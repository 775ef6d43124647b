/** The catalog lists with a fake dataProvider: rows, empty texts, the action column and the denied toasts by permission. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { BrandList } from '../../src/resources/brand/BrandList';
import { BoxList } from '../../src/resources/box/BoxList';
import { CategoryList } from '../../src/resources/category/CategoryList';
import { RarityList } from '../../src/resources/rarity/RarityList';
import { createDataProvider } from '../../src/dataProvider';
import { ENDPOINTS } from '../../src/resources/registry';
import { ListCache } from '../../src/dataProvider/listCache';
import type { httpRequest } from '../../src/dataProvider/http';
import { rolesAuthProvider } from './rolesAuthProvider';
import { ADMIN_SHELL } from '../../src/adminShell';
import { ShellProvider } from '../../src/layout/shell';

const session = vi.hoisted(() => ({ roles: ['suUsers'] as string[] }));
vi.mock('../../src/authProvider/session', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/authProvider/session')>();
  return { ...actual, useAdminSession: () => ({ roles: session.roles, isLoading: false, reload: () => Promise.resolve() }) };
});

/** A fake server: the whole-list replies and the delete calls, recorded. */
function fakeServer(replies: Record<string, unknown>) {
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  const request = vi.fn(async (method: string, path: string, options: { body?: unknown } = {}) => {
    calls.push({ method, path, body: options.body });
    const key = Object.keys(replies).find((p) => path.split('?')[0].endsWith(p));
    return { code: 200, msg: 'ok', ...(key ? (replies[key] as object) : {}) };
  }) as unknown as typeof httpRequest;
  return { dataProvider: createDataProvider({ endpoints: ENDPOINTS, request, cache: new ListCache() }), calls };
}

function renderList(element: React.ReactNode, dataProvider: DataProvider, path: string) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={rolesAuthProvider(() => session.roles)}>
        <ShellProvider value={ADMIN_SHELL}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="/create-category" element={<p>Category form</p>} />
          </Routes>
          <Notification />
        </ShellProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** The Delete / Edit buttons inside table rows (the bulk Delete of the toolbar is outside them). */
const rowButtons = (name: string) => screen.getAllByRole('button', { name }).filter((b) => b.closest('tbody'));
const bulkDeleteButton = () => screen.getAllByRole('button', { name: 'Delete' }).find((b) => !b.closest('tbody'));

const categories = Array.from({ length: 12 }, (_, i) => ({
  _id: `c${i}`,
  name: `Category ${String(i).padStart(2, '0')}`,
  categoryType: i % 2 ? 'box' : 'product',
  description: '',
  image: null,
  dontShowInStore: false,
  createdAt: new Date(Date.UTC(2025, 0, i + 1)).toISOString(),
}));

describe('catalog lists', { timeout: 30_000 }, () => {
  beforeEach(() => {
    session.roles = ['suUsers'];
  });

  it('shows 10 rows of the cached whole list with edit and delete, newest first', async () => {
    const { dataProvider } = fakeServer({ getCategory: { category: categories } });
    renderList(<CategoryList />, dataProvider, '/category-list');
    expect(await screen.findByText('Category 11')).toBeInTheDocument();
    expect(screen.queryByText('Category 01')).not.toBeInTheDocument();
    expect(screen.getByText('Category Details', { selector: 'p' })).toBeInTheDocument();
    expect(rowButtons('Delete').length).toBe(10);
    fireEvent.click(rowButtons('Edit')[0]);
    expect(await screen.findByText('Category form')).toBeInTheDocument();
  });

  it('deletes a row after the spec confirmation, with "Successfully Deleted"', async () => {
    const { dataProvider, calls } = fakeServer({ getCategory: { category: categories.slice(0, 2) } });
    renderList(<CategoryList />, dataProvider, '/category-list');
    await screen.findByText('Category 01');
    fireEvent.click(rowButtons('Delete')[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to remove? This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Successfully Deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'api/admin/deleteCategory/c1')).toBe(true);
  });

  it('bulk deletes the selected rows through deleteSelectedCategory', async () => {
    const { dataProvider, calls } = fakeServer({ getCategory: { category: categories.slice(0, 3) } });
    renderList(<CategoryList />, dataProvider, '/category-list');
    await screen.findByText('Category 02');
    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    fireEvent.click(screen.getAllByRole('checkbox')[2]);
    await waitFor(() => expect(bulkDeleteButton()).toBeDefined());
    fireEvent.click(bulkDeleteButton() as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your selected items deleted')).toBeInTheDocument();
    const bulk = calls.find((c) => c.path === 'api/admin/deleteSelectedCategory');
    expect(bulk).toMatchObject({ method: 'PUT', body: { ids: ['c2', 'c1'] } });
  });

  it('hides the action column without write or delete rights', async () => {
    session.roles = ['readCategory'];
    const { dataProvider } = fakeServer({ getCategory: { category: categories.slice(0, 2) } });
    renderList(<CategoryList />, dataProvider, '/category-list');
    await screen.findByText('Category 01');
    expect(screen.queryByText('Actions')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  /** Every state of the page as drawn (each commit), recorded by `snap` until the returned stop is called. */
  function recordDrawings<T>(container: HTMLElement, snap: () => T): { drawings: T[]; stop: () => void } {
    const drawings: T[] = [snap()];
    const observer = new MutationObserver(() => drawings.push(snap()));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    return { drawings, stop: () => observer.disconnect() };
  }

  it('draws the create button and the action column once and for all, and never for a reader', async () => {
    const drawn = () => ({
      rows: screen.queryByText('Category 01') !== null,
      create: screen.queryByRole('button', { name: 'Create Category' }) !== null,
      actions: screen.queryByText('Actions') !== null || screen.queryAllByRole('button', { name: 'Edit' }).length > 0,
    });
    const { dataProvider } = fakeServer({ getCategory: { category: categories.slice(0, 2) } });
    const writer = renderList(<CategoryList />, dataProvider, '/category-list');
    const seen = recordDrawings(writer.container, drawn);
    await screen.findByText('Category 01');
    seen.stop();
    // each row is drawn with its actions; the create button, once shown, stays
    expect(seen.drawings.filter((d) => d.rows).every((d) => d.actions)).toBe(true);
    const firstCreate = seen.drawings.findIndex((d) => d.create);
    expect(firstCreate).toBeGreaterThanOrEqual(0);
    expect(seen.drawings.slice(firstCreate).every((d) => d.create)).toBe(true);
    writer.unmount();

    session.roles = ['readCategory'];
    const reader = renderList(
      <CategoryList />,
      fakeServer({ getCategory: { category: categories.slice(0, 2) } }).dataProvider,
      '/category-list',
    );
    const readerSeen = recordDrawings(reader.container, drawn);
    await screen.findByText('Category 01');
    readerSeen.stop();
    expect(readerSeen.drawings.some((d) => d.create || d.actions)).toBe(false);
  });

  it('gives the denied toasts for a missing right', async () => {
    session.roles = ['readBrand', 'writeBrand'];
    const { dataProvider, calls } = fakeServer({
      getBrand: { brand: [{ _id: 'b1', name: 'Acme', image: null, description: '', createdAt: '2025-01-01T00:00:00Z' }] },
    });
    renderList(<BrandList />, dataProvider, '/brand-list');
    await screen.findByText('Acme');
    fireEvent.click(rowButtons('Delete')[0]);
    expect(await screen.findByText('You do not have permission to delete brand')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('shows the spec empty texts', async () => {
    const { dataProvider } = fakeServer({
      getBrand: { brand: [] },
      getRarity: { rarity: [] },
      getBox: { box: [] },
      getBoxRtpMonitor: { boxes: [] },
    });
    const brand = renderList(<BrandList />, dataProvider, '/brand-list');
    expect(await screen.findByText('No result found')).toBeInTheDocument();
    brand.unmount();
    const rarity = renderList(<RarityList />, dataProvider, '/products/rarity-list');
    expect(await screen.findByText('Data does not found')).toBeInTheDocument();
    rarity.unmount();
    renderList(<BoxList />, dataProvider, '/box-list');
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
  });

  it('filters boxes by the price ranges, sorted by price ascending', async () => {
    const boxes = [12, 3, 640, 30].map((price, i) => ({
      _id: `x${i}`,
      name: `Box ${price}`,
      price,
      image: null,
      itemsCount: 2,
      createdAt: '2025-01-01T00:00:00Z',
    }));
    const { dataProvider } = fakeServer({ getBox: { box: boxes }, getBoxRtpMonitor: { boxes: [] } });
    renderList(<BoxList />, dataProvider, '/box-list');
    await screen.findByText('Box 640');
    const names = () => screen.getAllByText(/^Box \d+$/).map((el) => el.textContent);
    expect(names()).toEqual(['Box 3', 'Box 12', 'Box 30', 'Box 640']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Price' }));
    fireEvent.click(await screen.findByRole('option', { name: '€5 - €25' }));
    await waitFor(() => expect(names()).toEqual(['Box 12']));
  });

  it('flags the boxes outside their RTP band', async () => {
    const boxes = [12, 20].map((price, i) => ({
      _id: `x${i}`,
      name: `Box ${price}`,
      price,
      image: null,
      itemsCount: 2,
      createdAt: '2025-01-01T00:00:00Z',
    }));
    const monitor = {
      boxes: [
        { boxId: 'x1', openings: 400, flagged: true },
        { boxId: 'x0', openings: 400, flagged: false },
      ],
    };
    const { dataProvider } = fakeServer({ getBox: { box: boxes }, getBoxRtpMonitor: monitor });
    renderList(<BoxList />, dataProvider, '/box-list');
    const row = (await screen.findByText('Box 20')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Outside band')).toBeInTheDocument();
    expect(within(screen.getByText('Box 12').closest('tr') as HTMLElement).getByText('Inside band')).toBeInTheDocument();
  });
});
