/**
 * The built admin's `inflection` (src/shims/inflection.ts) against the package it stands in for:
 * the same fallback labels react-admin would make for every resource and field of the admin, and
 * the same plural and singular of common nouns.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as shim from '../../src/shims/inflection';
import { resourceDefinitions } from '../../src/resources/registry';

type Inflection = typeof shim;
const real = createRequire(import.meta.url)('inflection') as Inflection;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every `source` a field, column or input of the admin names. */
function fieldSources(): string[] {
  const sources = new Set<string>();
  for (const file of sourceFiles(path.resolve(import.meta.dirname, '../../src'))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/source[=:]\s*["']([\w.]+)["']/g)) sources.add(match[1]);
  }
  return [...sources];
}

const COMMON_NOUNS = [
  'user',
  'order',
  'box',
  'category',
  'brand',
  'rarity',
  'product',
  'delivery',
  'deposit',
  'withdrawal',
  'purchase',
  'feedback',
  'video',
  'return',
  'member',
  'permission',
  'activity',
  'log',
  'status',
  'address',
  'wallet',
  'image',
  'person',
  'man',
  'woman',
  'child',
  'bus',
  'match',
  'wish',
  'glass',
  'quantity',
  'key',
  'day',
  'shelf',
  'knife',
  'money',
  'information',
  'series',
  'news',
  'fish',
  'sheep',
  'item',
  'line',
  'opening',
  'setting',
  'team',
  'partner',
  'invoice',
];

describe('the inflection shim', () => {
  it("gives react-admin's fallback label of every resource, one and many, as the package does", () => {
    const names = Object.keys(resourceDefinitions());
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      for (const count of [1, 2]) expect(shim.humanize(shim.inflect(name, count)), name).toBe(real.humanize(real.inflect(name, count)));
      expect(shim.capitalize(shim.singularize(name)), name).toBe(real.capitalize(real.singularize(name)));
    }
  });

  it("gives react-admin's fallback label of every field as the package does", () => {
    const sources = fieldSources();
    expect(sources).toEqual(expect.arrayContaining(['username', 'joined_at']));
    for (const source of sources) {
      const text = source.replace(/\./g, ' ');
      expect(shim.transform(text, ['underscore', 'humanize']), source).toBe(real.transform(text, ['underscore', 'humanize']));
    }
  });

  it('makes the plural and the singular of common nouns as the package does', () => {
    for (const noun of COMMON_NOUNS) {
      const plural = real.pluralize(noun);
      expect(shim.pluralize(noun), noun).toBe(plural);
      expect(shim.pluralize(plural), plural).toBe(real.pluralize(plural));
      expect(shim.singularize(plural), plural).toBe(real.singularize(plural));
      expect(shim.singularize(noun), noun).toBe(real.singularize(noun));
      expect(shim.capitalize(noun.toUpperCase())).toBe(real.capitalize(noun.toUpperCase()));
    }
  });
});
