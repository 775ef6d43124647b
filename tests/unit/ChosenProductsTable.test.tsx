/** The odds editor's chosen-products table at a thousand products: a page of rows, paging, a new choice shown on its page. */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CHOSEN_PAGE_SIZE, ChosenProductsTable } from '../../src/resources/box/oddsEditor/ChosenProductsTable';
import type { ChosenRow } from '../../src/resources/box/oddsEditor/boxEditorState';
import { renderInAdmin } from './renderInAdmin';

function rowsOf(count: number): ChosenRow[] {
  return Array.from({ length: count }, (_, i) => ({
    pid: `p${i + 1}`,
    name: `Item ${i + 1}`,
    sellPrice: 10,
    purchasePrice: 5,
    bannerImage: null,
    chance: String(100 / count),
  }));
}

/** The table in a parent that owns the rows, as the editor does. */
function Editor({ count }: { count: number }) {
  const [rows, setRows] = useState(() => rowsOf(count));
  return (
    <>
      <button type="button" onClick={() => setRows((r) => [...r, { ...rowsOf(1)[0], pid: 'new', name: 'New item' }])}>
        add
      </button>
      <ChosenProductsTable
        rows={rows}
        onChance={(pid, chance) => setRows((r) => r.map((row) => (row.pid === pid ? { ...row, chance } : row)))}
        onRemove={(pid) => setRows((r) => r.filter((row) => row.pid !== pid))}
      />
    </>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Chosen products' }))
    .getAllByRole('row')
    .slice(1);

describe('ChosenProductsTable', () => {
  it('shows a page of a thousand chosen products, with their ranges, and pages through them', async () => {
    renderInAdmin(<Editor count={1000} />);
    expect(await screen.findByText('Item 1')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(CHOSEN_PAGE_SIZE);
    expect(screen.queryByText(`Item ${CHOSEN_PAGE_SIZE + 1}`)).toBeNull();
    expect(screen.getByText(`1-${CHOSEN_PAGE_SIZE} of 1000`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText(`Item ${CHOSEN_PAGE_SIZE + 1}`)).toBeInTheDocument();
    // ranges continue across pages: the 26th item starts after 25 thousandths of the scale
    expect(within(bodyRows()[0]).getByText('25001 – 26000')).toBeInTheDocument();
  });

  it('turns to the last page when a product is added, and a chance typed there changes that row', async () => {
    renderInAdmin(<Editor count={60} />);
    await screen.findByText('Item 1');
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(screen.getByText('New item')).toBeInTheDocument();
    expect(screen.getByText('51-61 of 61')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Chance of New item' }), { target: { value: '7' } });
    expect(screen.getByRole('spinbutton', { name: 'Chance of New item' })).toHaveValue(7);
  });

  it('a chance typed in a row moves the ranges of the rows below it, and keeps the other chances', async () => {
    renderInAdmin(<Editor count={4} />);
    await screen.findByText('Item 4');
    expect(within(bodyRows()[1]).getByText('250001 – 500000')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Chance of Item 1' }), { target: { value: '10' } });
    expect(within(bodyRows()[0]).getByText('1 – 100000')).toBeInTheDocument();
    expect(within(bodyRows()[1]).getByText('100001 – 350000')).toBeInTheDocument();
    expect(within(bodyRows()[3]).getByText('600001 – 850000')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Chance of Item 2' })).toHaveValue(25);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Item 2' }));
    expect(screen.queryByText('Item 2')).toBeNull();
    expect(within(bodyRows()[1]).getByText('100001 – 350000')).toBeInTheDocument();
  });

  it('shows no pager for a box that fits on one page', async () => {
    renderInAdmin(<Editor count={6} />);
    await screen.findByText('Item 6');
    expect(bodyRows()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /next page/i })).toBeNull();
  });
});
