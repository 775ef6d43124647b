/** The orders Excel export: rows, formula escaping, file name, and the workbook read back with xlsx. */
import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { EXPORT_COLUMNS, EXPORT_SHEET_NAME, addressLine, escapeFormula, exportFileName, exportRows } from '../../src/domain/orderExport';
import { formatDateTime } from '../../src/domain/format';
import type { OrderLine } from '../../src/domain/types/profit';
import { ordersWorkbookBytes } from '../../src/resources/orders/ordersWorkbook';
import { writeOrdersWorkbook } from '../../src/resources/orders/writeOrdersWorkbook';

function line(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    _id: 'l1',
    orderId: {
      _id: 'o1',
      orderid: 'ORD12345678',
      shippingAddress: {
        firstname: 'Ann',
        lastname: 'Lee',
        mobile: '12345678',
        addressLine1: '1 Main St',
        addressLine2: '',
        city: 'Dublin',
        state: 'Leinster',
        country: 'Ireland',
        zipCode: 'D01',
      },
    },
    userId: { _id: 'u1', username: 'annlee' },
    productId: { _id: 'p1', name: 'Gold Watch' },
    quantity: 2,
    price: 19.5,
    status: 'processing',
    reason: null,
    trackOrderNumber: null,
    createdAt: '2026-03-05T14:07:00.000Z',
    updatedAt: '2026-03-05T14:07:00.000Z',
    orderNumber: 'ORD12345678',
    username: 'annlee',
    productName: 'Gold Watch',
    ...overrides,
  };
}

describe('formula escaping', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx', '=HYPERLINK("http://x")'])(
    'writes %j as text with a leading apostrophe',
    (text) => {
      expect(escapeFormula(text)).toBe(`'${text}`);
    },
  );

  it.each(['Gold Watch', 'a=b', 'ORD1', '', ' =x'])('leaves %j alone', (text) => {
    expect(escapeFormula(text)).toBe(text);
  });
});

describe('export rows', () => {
  it('starts with the spec columns and writes one row per line', () => {
    const rows = exportRows([line()]);
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows[0]).toEqual([
      'Order Number',
      'Customer Name',
      'Customer Address',
      'Ordered Item',
      'Order Quantity',
      'Items Price',
      'Date/Time',
    ]);
    expect(rows[1]).toEqual([
      'ORD12345678',
      'annlee',
      '1 Main St, Dublin, Leinster, D01, Ireland',
      'Gold Watch',
      2,
      19.5,
      formatDateTime('2026-03-05T14:07:00.000Z'),
    ]);
  });

  it('escapes every text cell that could be a formula', () => {
    const rows = exportRows([line({ userId: { _id: 'u', username: '=cmd|calc' }, productId: { _id: 'p', name: '@SUM(1)' } })]);
    expect(rows[1][1]).toBe("'=cmd|calc");
    expect(rows[1][3]).toBe("'@SUM(1)");
  });

  it('joins the address without empty parts', () => {
    expect(addressLine({ addressLine1: 'a', addressLine2: ' ', city: 'c' })).toBe('a, c');
    expect(addressLine(null)).toBe('');
  });

  it('names the file "order-" plus the date and time', () => {
    expect(exportFileName(new Date(2026, 2, 5, 14, 7, 9))).toBe('order-2026-03-05_14-07-09.xlsx');
  });
});

describe('the workbook', () => {
  it('reads back with sheet OrdersList, the columns, the rows, and no formula anywhere', () => {
    const bytes = ordersWorkbookBytes([line(), line({ _id: 'l2', userId: { _id: 'u2', username: '=1+2' } })]);
    const book = read(new Uint8Array(bytes), { type: 'array', cellFormula: true });
    expect(book.SheetNames).toEqual([EXPORT_SHEET_NAME]);
    const sheet = book.Sheets[EXPORT_SHEET_NAME];
    const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows[1][0]).toBe('ORD12345678');
    expect(rows[1][4]).toBe(2);
    expect(rows[2][1]).toBe("'=1+2");
    const cell = sheet.B3 as { t: string; f?: string };
    expect(cell.t).toBe('s');
    expect(cell.f).toBeUndefined();
    expect(Object.values(sheet).some((c) => typeof c === 'object' && c !== null && 'f' in c)).toBe(false);
  });

  it("is the same written from the lines or from the list worker's JSON text of them", async () => {
    const lines = [line(), line({ _id: 'l2', quantity: 5, userId: { _id: 'u2', username: '@SUM(A1)' } })];
    const sheetRows = (bytes: ArrayBuffer) =>
      utils.sheet_to_json<unknown[]>(read(new Uint8Array(bytes), { type: 'array' }).Sheets[EXPORT_SHEET_NAME], { header: 1 });
    const fromText = sheetRows(await writeOrdersWorkbook(JSON.stringify(lines)));
    expect(fromText).toEqual(sheetRows(await writeOrdersWorkbook(lines)));
    expect(fromText).toHaveLength(3);
    expect(fromText[2][4]).toBe(5);
  });
});
