/**
 * The admin's table rows (src/layout/PageRows.tsx, for every DataTable of a list page) show what
 * react-admin's own rows show: the same cells, texts and class names, the selection checkboxes,
 * the hidden columns; a table whose rows click gets react-admin's rows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  AdminContext,
  DataTable,
  DataTableBody,
  ListContextProvider,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
  useList,
  useRecordContext,
  type DataTableProps,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { lightTheme } from '../../src/layout/theme';
import { PageRows, PageRowsTheme } from '../../src/layout/PageRows';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { ADMIN_SHELL } from '../../src/adminShell';
import { ShellProvider } from '../../src/layout/shell';

interface Player {
  id: string;
  username: string;
  wallet: { balance: number };
  isBlock: boolean;
}

const players: Player[] = [
  { id: 'u1', username: 'ana', wallet: { balance: 12.5 }, isBlock: false },
  { id: 'u2', username: 'bo', wallet: { balance: 0 }, isBlock: true },
  { id: 'u3', username: 'cy', wallet: { balance: 7 }, isBlock: false },
];

function BlockField() {
  const record = useRecordContext<Player>();
  return <b>{record?.isBlock ? 'blocked' : 'active'}</b>;
}

function RowName() {
  const record = useRecordContext<Player>();
  return <i>menu of {record?.username}</i>;
}

function Table(props: Partial<DataTableProps>) {
  const list = useList({ data: players, resource: 'players' });
  return (
    <ListContextProvider value={list}>
      <ResourceContextProvider value="players">
        <DataTable rowClick={false} {...props}>
          <DataTable.Col source="username" />
          <DataTable.Col source="wallet.balance" />
          <DataTable.Col<Player> source="isBlock" field={BlockField} />
          <DataTable.Col<Player> label="twice" render={(p) => `${p.username}${p.username}`} />
          <DataTable.Col label="menu">
            <RowName />
          </DataTable.Col>
        </DataTable>
      </ResourceContextProvider>
    </ListContextProvider>
  );
}

function renderTable(ui: React.ReactElement, store = memoryStore(), inList = true) {
  return render(
    <TestMemoryRouter initialEntries={['/players']}>
      <AdminContext theme={lightTheme} i18nProvider={i18nProvider} store={store}>
        <ShellProvider value={ADMIN_SHELL}>
          <Routes>
            <Route path="/players" element={inList ? <PageRowsTheme>{ui}</PageRowsTheme> : ui} />
            <Route path="/players/:id" element={<p>edit page</p>} />
          </Routes>
        </ShellProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const classNames = (element: Element) => [...element.classList].filter((c) => !c.startsWith('css-') && !c.startsWith('PageRows-')).sort();

/** The body rows' class names. */
const bodyRows = () => within(document.querySelector('tbody')!).getAllByRole('row').map(classNames);

/** Each body row's cells: their text and class names. */
function bodyCells() {
  const body = document.querySelector('tbody')!;
  return within(body)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => ({
          text: cell.textContent,
          classes: classNames(cell),
        })),
    );
}

afterEach(cleanup);

describe("the admin's table rows", () => {
  it("show the cells react-admin's rows show, with the same texts and class names", () => {
    renderTable(<Table body={DataTableBody} />);
    const theirs = bodyCells();
    const theirRows = bodyRows();
    cleanup();
    renderTable(<Table />);
    const ours = bodyCells();
    expect(ours).toEqual(theirs);
    expect(bodyRows()).toEqual(theirRows);
    expect(ours[1].map((c) => c.text)).toEqual(['', 'bo', '0', 'blocked', 'bobo', 'menu of bo']);
    expect(ours[0][1].classes).toContain('column-username');
    // the theme's rows are drawn without react-admin's per-cell components
    expect(document.querySelectorAll('tbody td.PageRows-cell')).toHaveLength(15);
  });

  it("draw react-admin's row checkboxes as MUI's markup: the same classes, label, input and icon, checked or not", () => {
    /** Each body row's checkbox: its classes, its input's, its label and its icon's path. */
    const checkboxes = () =>
      [...document.querySelectorAll('tbody tr')].map((row) => {
        const root = row.querySelector('.RaDataTable-checkbox')!;
        const input = root.querySelector('input')!;
        return {
          classes: classNames(root),
          input: [input.type, input.getAttribute('aria-label'), input.checked, classNames(input).join(' ')],
          icon: root.querySelector('svg path')?.getAttribute('d'),
          iconClasses: classNames(root.querySelector('svg')!),
        };
      });
    renderTable(<Table body={DataTableBody} />);
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[2]);
    const theirs = checkboxes();
    cleanup();
    renderTable(<Table />);
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[2]);
    const ours = checkboxes();
    expect(ours).toEqual(theirs);
    expect(ours.map((c) => c.input[2])).toEqual([false, false, true]);
    expect(ours[2].classes).toContain('Mui-checked');
    // drawn as markup: no MUI ripple in the rows
    expect(document.querySelectorAll('tbody .MuiTouchRipple-root')).toHaveLength(0);
  });

  it("draw a NumberCol's cells as react-admin's: right-aligned, the number formatted as its NumberField does", () => {
    const scores = [
      { id: 's1', score: 1234.5, share: 0.25 },
      { id: 's2', score: '42', share: '0.5' },
      { id: 's3', share: 1 },
    ];
    function Scores(props: Partial<DataTableProps>) {
      const list = useList({ data: scores, resource: 'scores' });
      return (
        <ListContextProvider value={list}>
          <ResourceContextProvider value="scores">
            <DataTable rowClick={false} bulkActionButtons={false} {...props}>
              <DataTable.NumberCol source="score" />
              <DataTable.NumberCol source="share" options={{ style: 'percent' }} locales="fr-FR" />
            </DataTable>
          </ResourceContextProvider>
        </ListContextProvider>
      );
    }
    /** Each cell's text, its classes and its inner span's. */
    const numberCells = () =>
      [...document.querySelectorAll('tbody td')].map((cell) => [
        cell.textContent,
        classNames(cell),
        cell.querySelector('span') && classNames(cell.querySelector('span')!),
      ]);
    renderTable(<Scores body={DataTableBody} />);
    const theirs = numberCells();
    cleanup();
    renderTable(<Scores />);
    expect(numberCells()).toEqual(theirs);
    expect(document.querySelectorAll('tbody td.PageRows-cell')).toHaveLength(6);
    expect(numberCells().map(([text]) => text)).toEqual([(1234.5).toLocaleString(), '25\u00a0%', '42', '50\u00a0%', '', '100\u00a0%']);
  });

  it('select rows with their checkboxes', () => {
    renderTable(<Table />);
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[1]);
    expect(screen.getByText('1 item selected')).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: 'Select this row' })[1]).toHaveProperty('checked', true);
    // with Shift, the rows since the last one clicked
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[0]);
    expect(screen.getByText('2 items selected')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[2], { shiftKey: true });
    expect(screen.getByText('3 items selected')).toBeTruthy();
    // and a click again takes a row out
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[1]);
    expect(screen.getByText('2 items selected')).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: 'Select this row' })[1]).toHaveProperty('checked', false);
  });

  it('leave out the columns hidden with the columns button', () => {
    const store = memoryStore();
    store.setItem('players.datatable', ['wallet.balance', 'twice']);
    renderTable(<Table />, store);
    expect(bodyCells()[0].map((c) => c.text)).toEqual(['', 'ana', 'active', 'menu of ana']);
    // the header (PageHeadCell) leaves out the same columns
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['', 'Username', 'Is block', 'menu']);
  });

  it("are react-admin's when a row click opens the record", () => {
    renderTable(<Table rowClick="edit" />);
    expect(document.querySelectorAll('tbody td.PageRows-cell')).toHaveLength(0);
    fireEvent.click(screen.getByText('cy'));
    return screen.findByText('edit page');
  });

  it("are react-admin's outside a list page (the admin's theme is left as it is)", () => {
    renderTable(<Table />, memoryStore(), false);
    expect(document.querySelectorAll('tbody td.PageRows-cell')).toHaveLength(0);
    expect(bodyCells()[0].map((c) => c.text)).toEqual(['', 'ana', '12.5', 'active', 'anaana', 'menu of ana']);
  });

  it('can be set on one table', () => {
    renderTable(<Table body={PageRows} />, memoryStore(), false);
    expect(bodyCells()[2].map((c) => c.text)).toEqual(['', 'cy', '7', 'active', 'cycy', 'menu of cy']);
  });
});
