/**
 * Both languages hold the same keys (a key in one and not the other fails, naming it), keep the same
 * %{placeholders}, and French amounts and month names read as French while English stays the spec's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { formatEuro, formatInvoiceDate, setFormatLocale } from '../../src/domain/format';

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('English and French', () => {
  const english = leaves(en);
  const french = leaves(fr);

  it('have exactly the same keys', () => {
    expect([...english.keys()].filter((key) => !french.has(key))).toEqual([]);
    expect([...french.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('keep the same placeholders in every text', () => {
    const differing = [...english]
      .filter(([key, text]) => placeholders(text).join() !== placeholders(french.get(key) ?? '').join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});

describe('formats follow the language', () => {
  afterEach(() => setFormatLocale('en'));

  it('writes euros and invoice months in French when the admin speaks French', () => {
    expect(formatEuro(1234.5)).toBe('€1,234.50');
    setFormatLocale('fr');
    expect(formatEuro(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatInvoiceDate(new Date(2026, 2, 5))).toBe('5 mars 2026');
    setFormatLocale('en');
    expect(formatInvoiceDate(new Date(2026, 2, 5))).toBe('5 March 2026');
  });
});
