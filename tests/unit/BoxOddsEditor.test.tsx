/** The box odds editor with a fake dataProvider: live recalculation, the spec's validation texts, edit and submit. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, Notification, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { BoxOddsEditorPage } from '../../src/resources/box/oddsEditor/BoxOddsEditorPage';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import type { BoxDetailReply, ListedProduct } from '../../src/domain/types/catalog';
import { ADMIN_SHELL } from '../../src/adminShell';
import { ShellProvider } from '../../src/layout/shell';

function product(id: string, name: string, sellPrice: number, purchasePrice: number): ListedProduct {
  return {
    _id: id,
    name,
    sellPrice,
    purchasePrice,
    price: sellPrice,
    productCode: null,
    totalProduct: 1,
    categoryId: [],
    brandId: null,
    partnerId: null,
    rarityLevel: { _id: 'r1', name: 'Rare', color: '#0000ff' },
    description: '',
    bannerImage: null,
    image: [],
    productTag: null,
    color: [],
    size: [],
    capacity: [],
    productNature: 'Physical',
    visibility: true,
    quickSell: false,
    enableProduct: true,
    checkTrack: false,
    trackQuantity: 0,
    gameId: 730,
    createdAt: '2025-01-01T00:00:00Z',
  };
}

const PRODUCTS = [product('p1', 'Gold Watch', 100, 60), product('p2', 'Sticker', 2, 1)];

function fakeProvider(overrides: Record<string, unknown> = {}) {
  const saveBox = vi.fn().mockResolvedValue({ code: 200, msg: 'Box created successfully' });
  const provider = {
    getList: vi.fn().mockResolvedValue({ data: [{ id: 'c1', _id: 'c1', name: 'Tech', categoryType: 'box' }], total: 1 }),
    getOne: vi.fn(),
    getMany: vi.fn().mockResolvedValue({ data: [] }),
    getManyReference: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    getPreviousBox: vi.fn().mockResolvedValue({ _id: 'b0', name: 'Last', specialTag: 'Hot', color: '#ff0000' }),
    searchProducts: vi.fn().mockResolvedValue({ products: PRODUCTS, count: 2, specialTagList: ['Hot'], latestColor: '#ff0000' }),
    getBoxDetail: vi.fn(),
    saveBox,
    ...overrides,
  };
  return provider;
}

function renderEditor(provider: ReturnType<typeof fakeProvider>, path = '/create-box') {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={provider as unknown as DataProvider} i18nProvider={i18nProvider}>
        <ShellProvider value={ADMIN_SHELL}>
          <Routes>
            <Route path="/create-box" element={<BoxOddsEditorPage />} />
            <Route path="/box-list" element={<p>Box list page</p>} />
          </Routes>
          <Notification />
        </ShellProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const figure = (label: string) => screen.getByRole('status', { name: label });

describe('BoxOddsEditor', { timeout: 30_000 }, () => {
  it('recalculates total price, profit, total and remaining odds as chances change', async () => {
    renderEditor(fakeProvider());
    fireEvent.click(await screen.findByRole('button', { name: 'Select Gold Watch' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Select Sticker' }));
    expect(screen.getByRole('button', { name: 'Selected Gold Watch' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '20' } });

    fireEvent.change(screen.getByLabelText('Chance of Gold Watch'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Chance of Sticker'), { target: { value: '80' } });
    expect(figure('Total Odds')).toHaveTextContent('90.0000');
    expect(figure('Remaining Odds')).toHaveTextContent('10.0000');
    expect(figure('Total Price')).toHaveTextContent('€102.00');
    expect(figure('Profit')).toHaveTextContent('€13.20'); // 20 - (60*0.1 + 1*0.8)

    fireEvent.change(screen.getByLabelText('Chance of Sticker'), { target: { value: '90' } });
    expect(figure('Total Odds')).toHaveTextContent('100.0000');
    expect(figure('Remaining Odds')).toHaveTextContent('0.0000');
    expect(figure('Profit')).toHaveTextContent('€13.10');
    expect(figure('RTP')).toHaveTextContent('59.00%'); // (100*0.1 + 2*0.9) / 20
    expect(screen.getByText('1 – 100000')).toBeInTheDocument();
    expect(screen.getByText('100001 – 1000000')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Sticker' }));
    expect(figure('Total Odds')).toHaveTextContent('10.0000');
    expect(screen.getByRole('button', { name: 'Select Sticker' })).toBeEnabled();

    // the box's own fields still follow after chances were typed
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '30' } });
    expect(screen.getByLabelText(/^Price/)).toHaveValue('30');
    expect(figure('Profit')).toHaveTextContent('€24.00'); // 30 - 60*0.1
  });

  it('shows the spec texts and does not submit an invalid box', async () => {
    const provider = fakeProvider();
    renderEditor(provider);
    await screen.findByRole('button', { name: 'Select Gold Watch' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Image is required')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBe(3); // name, categories, price
    expect(screen.getAllByText('Please select product').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Lead' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: 'a0' } });
    expect(screen.getByLabelText(/^Price/)).toHaveValue('0');
    fireEvent.click(screen.getByRole('button', { name: 'Select Gold Watch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name must not start with a space')).toBeInTheDocument();
    expect(screen.getByText('Box price must be greater than 0')).toBeInTheDocument();
    expect(screen.getAllByText('Please add chance for every product').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Chance of Gold Watch'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('Total chance limit must be 100%')).length).toBeGreaterThan(0);
    expect(provider.saveBox).not.toHaveBeenCalled();
  });

  it('edit loads the box, its items and chosen products, and submits them to /box-list', async () => {
    const detail: BoxDetailReply = {
      boxData: {
        _id: 'b1',
        name: 'Tech Box',
        image: 'data:image/png;base64,AA==',
        price: 50,
        itemsCount: 2,
        description: 'd',
        category: ['c1'],
        hideBox: false,
        enableBox: true,
        boxProfit: 5,
        specialTag: null,
        color: null,
        createdAt: '2025-01-01T00:00:00Z',
      },
      boxItems: [
        { _id: 'i1', pid: 'p1', chance: 25, sellPrice: 100, purchasePrice: 60, rangeFrom: 1, rangeTo: 250000 },
        { _id: 'i2', pid: 'p2', chance: 75, sellPrice: 2, purchasePrice: 1, rangeFrom: 250001, rangeTo: 1000000 },
      ],
      choseProducts: PRODUCTS,
    };
    const provider = fakeProvider({
      getBoxDetail: vi.fn().mockResolvedValue(detail),
      saveBox: vi.fn().mockResolvedValue({ code: 200, msg: 'Box updated successfully' }),
    });
    renderEditor(provider, '/create-box?id=b1');
    expect(await screen.findByDisplayValue('Tech Box')).toBeInTheDocument();
    expect(screen.getByLabelText('Chance of Gold Watch')).toHaveValue(25);
    expect(figure('Total Odds')).toHaveTextContent('100.0000');
    const chosen = screen.getByRole('table', { name: 'Chosen products' });
    expect(within(chosen).getByText('Sticker')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Box list page')).toBeInTheDocument();
    expect(provider.saveBox).toHaveBeenCalledWith(
      'b1',
      expect.objectContaining({
        name: 'Tech Box',
        price: 50,
        category: ['c1'],
        chooseProduct: [expect.objectContaining({ pid: 'p1', chance: 25 }), expect.objectContaining({ pid: 'p2', chance: 75 })],
      }),
    );
  });

  function editedBoxProvider(failure: unknown) {
    const provider = fakeProvider({ saveBox: vi.fn().mockRejectedValue(failure) });
    const detail: BoxDetailReply = {
      boxData: {
        _id: 'b1',
        name: 'Tech Box',
        image: null,
        price: 50,
        itemsCount: 1,
        description: '',
        category: ['c1'],
        hideBox: false,
        enableBox: true,
        boxProfit: 5,
        specialTag: null,
        color: null,
        createdAt: '2025-01-01T00:00:00Z',
      },
      boxItems: [{ _id: 'i1', pid: 'p1', chance: 100, sellPrice: 100, purchasePrice: 60, rangeFrom: 1, rangeTo: 1000000 }],
      choseProducts: [PRODUCTS[0]],
    };
    provider.getBoxDetail = vi.fn().mockResolvedValue(detail);
    return provider;
  }

  it('keeps what was typed and shows the server msg when the save fails', async () => {
    const msg = 'Total chance limit must be 100%';
    const provider = editedBoxProvider(new HttpError(msg, 400, { code: 400, msg }));
    renderEditor(provider, '/create-box?id=b1');
    fireEvent.change(await screen.findByDisplayValue('Tech Box'), { target: { value: 'Typed Name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(provider.saveBox).toHaveBeenCalled());
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByDisplayValue('Typed Name')).toBeInTheDocument();
  });

  it.each([
    ['a reply without a {code, msg} body', new HttpError('The server sent a reply that could not be read (HTTP 502).', 502, null)],
    ['a server that cannot be reached', new HttpError('The server could not be reached. Check your connection and try again.', 0, null)],
    ['a reply whose msg is empty', new HttpError('Internal Server Error', 500, { code: 500, msg: '' })],
    ['an exception that is not a call', new TypeError('boom')],
  ])('says "Error submitting form" for %s (core §8), and lets the admin submit again', async (_case, failure) => {
    const provider = editedBoxProvider(failure);
    renderEditor(provider, '/create-box?id=b1');
    await screen.findByDisplayValue('Tech Box');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error submitting form')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
