/**
 * Rules of the order detail, the order invoice and the deposit invoice (operations §2 "Invoices",
 * §3 "Box detail"): box names lose their "~" suffix (displayBoxName, ./catalog.ts), the box total has 2 decimals, the Track Order
 * link goes to the carrier's site, and the invoice bills the lines that were not cancelled.
 */

/** The total of the order's box prices, rounded to cents. */
export function boxTotal(boxes: ReadonlyArray<{ price: number } | null | undefined>): number {
  const cents = boxes.reduce((sum, box) => sum + Math.round((Number(box?.price) || 0) * 100), 0);
  return cents / 100;
}

/** The carrier's tracking page for a track number: UPS (1Z…), DHL (JVGL…, JJD…), PostNL (3S…), else 17TRACK. */
export function trackingUrl(trackNumber: string): string {
  const number = trackNumber.trim();
  const encoded = encodeURIComponent(number);
  if (/^1Z/i.test(number)) return `https://www.ups.com/track?tracknum=${encoded}`;
  if (/^(JVGL|JJD)/i.test(number)) return `https://www.dhl.com/en/express/tracking.html?AWB=${encoded}`;
  if (/^3S/i.test(number)) return `https://jouw.postnl.nl/track-and-trace/${encoded}`;
  return `https://t.17track.net/en#nums=${encoded}`;
}

export interface InvoiceLine {
  name: string;
  quantity: number;
  /** price of one item */
  price: number;
  /** quantity x price, rounded to cents */
  amount: number;
}

/** The invoice's lines (cancelled lines are not billed) and their total. */
export function invoiceLines(
  rows: ReadonlyArray<{ status: string; quantity: number; price: number; productId: { name: string } | null }>,
): { lines: InvoiceLine[]; total: number } {
  const lines = rows
    .filter((row) => row.status !== 'cancel')
    .map((row) => {
      const quantity = Number(row.quantity) || 0;
      const price = Number(row.price) || 0;
      return { name: row.productId?.name ?? '', quantity, price, amount: Math.round(quantity * price * 100) / 100 };
    });
  const total = lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100;
  return { lines, total };
}
