/** The product form with a fake dataProvider: validation messages, the stock stepper, the product code's own error, {data, payload}. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { ProductFormPage } from '../../src/resources/product/ProductForm';
import { rolesAuthProvider } from './rolesAuthProvider';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/domain/idempotency';
import { ADMIN_SHELL } from '../../src/adminShell';
import { ShellProvider } from '../../src/layout/shell';

vi.mock('../../src/authProvider/session', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/authProvider/session')>();
  const session = {
    roles: ['suUsers'],
    isLoading: false,
    reload: () => Promise.resolve(),
    selectLists: {
      brands: [{ _id: 'b1', name: 'Acme' }],
      partners: [{ _id: 'p1', firstname: 'Partner One' }],
      categories: [
        { _id: 'c1', name: 'Gadgets', categoryType: 'product' },
        { _id: 'c2', name: 'Box cat', categoryType: 'box' },
      ],
      rarities: [{ _id: 'r1', name: 'Rare', color: '#00f' }],
    },
  };
  return { ...actual, useAdminSession: () => session };
});

function renderForm(saveProduct = vi.fn()) {
  const provider = { getOne: vi.fn(), getList: vi.fn(), getMany: vi.fn(), saveProduct, uploadProductImages: vi.fn() };
  render(
    <TestMemoryRouter initialEntries={['/products/create-product']}>
      <AdminContext
        dataProvider={provider as unknown as DataProvider}
        i18nProvider={i18nProvider}
        authProvider={rolesAuthProvider(() => ['suUsers'])}
      >
        <ShellProvider value={ADMIN_SHELL}>
          <Routes>
            <Route path="/products/create-product" element={<ProductFormPage />} />
            <Route path="/products/list_product" element={<p>Product list page</p>} />
          </Routes>
        </ShellProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return provider;
}

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  fireEvent.keyDown(listbox, { key: 'Escape' });
}

describe('ProductForm', { timeout: 30_000 }, () => {
  it('shows the validation messages and does not save an empty product', async () => {
    const provider = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('This field is required')).length).toBe(3); // name, sell and purchase price
    expect(screen.getByText('Please select a brand')).toBeInTheDocument();
    expect(screen.getByText('Please select a partner')).toBeInTheDocument();
    expect(screen.getByText('Please select a rarity')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one category')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Product Code/), { target: { value: 'bad code!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/letters, digits, - and _ only/)).toBeInTheDocument();
    expect(provider.saveProduct).not.toHaveBeenCalled();
  });

  it('keeps the stock at 0 or more', async () => {
    renderForm();
    const stock = await screen.findByLabelText('Stock');
    expect(screen.getByRole('button', { name: 'Decrease stock' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Increase stock' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase stock' }));
    expect(stock).toHaveValue(2);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease stock' }));
    expect(stock).toHaveValue(1);
    fireEvent.change(stock, { target: { value: '-5' } });
    expect(stock).toHaveValue(0);
  });

  it('turning the track-quantity toggle resets the tracked quantity to 0', async () => {
    renderForm();
    fireEvent.click(await screen.findByLabelText('Track quantity'));
    const tracked = await screen.findByLabelText('Tracked quantity');
    fireEvent.change(tracked, { target: { value: '7' } });
    expect(tracked).toHaveValue(7);
    fireEvent.click(screen.getByLabelText('Track quantity'));
    fireEvent.click(screen.getByLabelText('Track quantity'));
    expect(await screen.findByLabelText('Tracked quantity')).toHaveValue(0);
  });

  it('sends {data, payload}, shows a refused product code under its own field, then saves and goes to the list', async () => {
    const saveProduct = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('productCode: This product code is already used', 409, null))
      .mockResolvedValueOnce({ code: 200, msg: 'Product created successfully' });
    renderForm(saveProduct);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Robot' } });
    fireEvent.change(screen.getByLabelText(/^Sell Price/), { target: { value: '30.1234' } });
    fireEvent.change(screen.getByLabelText(/^Purchase Price/), { target: { value: '12' } });
    expect(screen.getByText('€30.12')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Product Code/), { target: { value: 'MB-1' } });
    await choose(/^Category/, 'Gadgets');
    await choose(/^Rarity/, 'Rare');
    await choose(/^Brand/, 'Acme');
    await choose(/^Partner/, 'Partner One');
    fireEvent.click(screen.getByLabelText('M Medium'));
    fireEvent.click(screen.getByLabelText('Gold'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This product code is already used')).toBeInTheDocument();
    expect(saveProduct).toHaveBeenCalledWith(
      null,
      expect.objectContaining({
        name: 'Robot',
        sellPrice: 30.1234,
        purchasePrice: 12,
        productCode: 'MB-1',
        categoryId: ['c1'],
        brandId: 'b1',
        partnerId: 'p1',
        rarityLevel: 'r1',
        trackQuantity: 0,
      }),
      { image: [], color: ['Gold'], size: ['M'], capacity: [] },
      expect.stringMatching(IDEMPOTENCY_KEY_PATTERN),
    );
    fireEvent.change(screen.getByLabelText(/^Product Code/), { target: { value: 'MB-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Product list page')).toBeInTheDocument();
    await waitFor(() => expect(saveProduct).toHaveBeenCalledTimes(2));
    // one idempotency key per form: the refused create left nothing on the server to replay
    expect(saveProduct.mock.calls[1][3]).toBe(saveProduct.mock.calls[0][3]);
  });
});
