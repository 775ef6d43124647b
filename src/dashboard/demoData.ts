/**
 * Sample figures of the Reports and Invoice list pages: static demo data (core §1: "their sample
 * names, amounts and chart numbers are not part of the contract"). Nothing here reaches the server.
 */

export interface ReportCardSample {
  key: 'revenue' | 'orders' | 'customers' | 'refunds';
  value: number;
  money: boolean;
}

export const REPORT_CARDS: readonly ReportCardSample[] = [
  { key: 'revenue', value: 48_250.4, money: true },
  { key: 'orders', value: 1_284, money: false },
  { key: 'customers', value: 932, money: false },
  { key: 'refunds', value: 1_120.75, money: true },
];

export interface ReportMonthSample {
  month: string;
  sales: number;
  expenses: number;
}

export const REPORT_MONTHS: readonly ReportMonthSample[] = [
  { month: 'Jan', sales: 3200, expenses: 2100 },
  { month: 'Feb', sales: 2900, expenses: 1900 },
  { month: 'Mar', sales: 4100, expenses: 2500 },
  { month: 'Apr', sales: 3800, expenses: 2300 },
  { month: 'May', sales: 4600, expenses: 2800 },
  { month: 'Jun', sales: 5200, expenses: 3000 },
  { month: 'Jul', sales: 4900, expenses: 3100 },
  { month: 'Aug', sales: 5600, expenses: 3300 },
  { month: 'Sep', sales: 5100, expenses: 2900 },
  { month: 'Oct', sales: 5800, expenses: 3400 },
  { month: 'Nov', sales: 6200, expenses: 3600 },
  { month: 'Dec', sales: 6900, expenses: 3900 },
];

export interface ReportRegionSample {
  id: string;
  region: string;
  amount: number;
  share: number;
}

export const REPORT_REGIONS: readonly ReportRegionSample[] = [
  { id: 'nl', region: 'Netherlands', amount: 14_210.5, share: 29.5 },
  { id: 'de', region: 'Germany', amount: 11_980.0, share: 24.8 },
  { id: 'be', region: 'Belgium', amount: 8_420.25, share: 17.5 },
  { id: 'fr', region: 'France', amount: 7_310.4, share: 15.2 },
  { id: 'es', region: 'Spain', amount: 6_329.25, share: 13.0 },
];

export type InvoiceStatus = 'paid' | 'unpaid' | 'overdue';

export interface InvoiceSample {
  id: string;
  number: string;
  customer: string;
  date: string;
  amount: number;
  status: InvoiceStatus;
}

const CUSTOMERS = [
  'Emma Bakker',
  'Liam de Vries',
  'Sophie Jansen',
  'Noah Visser',
  'Julia Smit',
  'Lucas Meijer',
  'Mila de Boer',
  'Finn Mulder',
  'Tess de Groot',
  'Sem Bos',
  'Zoë Vos',
  'Daan Peters',
];
const STATUSES: readonly InvoiceStatus[] = ['paid', 'paid', 'unpaid', 'paid', 'overdue', 'paid'];

/** 24 sample invoices, one every four days back from 2026-01-06; amounts follow a fixed pattern. */
export const DEMO_INVOICES: readonly InvoiceSample[] = Array.from({ length: 24 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 0, 6) - i * 4 * 86_400_000).toISOString();
  return {
    id: `inv-${1024 - i}`,
    number: `INV-${1024 - i}`,
    customer: CUSTOMERS[i % CUSTOMERS.length],
    date,
    amount: Math.round((49.9 + ((i * 37) % 23) * 12.35) * 100) / 100,
    status: STATUSES[i % STATUSES.length],
  };
});
