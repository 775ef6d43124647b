/**
 * Texts the server writes in English (its `msg`, always from the English catalogue, src/i18n/en.ts,
 * because the contract's texts are English) shown in another language: a reverse lookup from an
 * English catalogue text to the same key's text in the other catalogue.
 *
 * - an exact English value ("Brand created successfully") comes back in the other language;
 * - a value with placeholders ("Too many requests. Please wait %{seconds} second(s)…") is matched
 *   with a pattern built from the English template, and the captured values fill the other template
 *   (an %{entity}, itself a catalogue word, translated too);
 * - "field: text" (a 400 naming its field, server/http.ts) keeps the field and translates the text;
 * - anything else (a text the catalogue does not know) comes back unchanged.
 *
 * Plain data and functions, no React and no react-admin: the admin's i18nProvider and the light
 * login screen both use it. A lookup is built once per catalogue pair, on its first use.
 */
import { interpolate } from './interpolate';

/** A catalogue, or a part of one: nested objects whose leaves are texts. */
export type CatalogueTree = { readonly [key: string]: unknown };

/** Returns the text in the other language, or undefined when `text` is not a known English text. */
export type ServerTextLookup = (text: string) => string | undefined;

interface TemplatePattern {
  /** The English template's text before its first placeholder and after its last one: a cheap prefilter. */
  prefix: string;
  suffix: string;
  /** How many characters of the template are fixed text: longer first when matching. */
  fixed: number;
  regex: RegExp;
  /** The placeholder names, in the order of the regex's capture groups. */
  names: string[];
  target: string;
}

const PLACEHOLDER = /%\{(\w+)\}/g;
/**
 * Placeholders the server fills with a catalogue text of its own rather than with data, e.g.
 * "This %{entity} does not exist" with t('resources.brand.entity'): their value is translated too.
 * Other values (names, emails, amounts) are data and stay as they are.
 */
const CATALOGUE_WORD_PLACEHOLDERS = new Set(['entity']);
/** A field name as server/http.ts writes it before ": ", e.g. "email", "chooseProduct.2.chance". */
const FIELD_PREFIX = /^([\w.[\]-]+): ([\s\S]+)$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every text of a catalogue tree, by its dotted key, in the catalogue's order. */
function leaves(tree: CatalogueTree, prefix = '', into: Array<[string, string]> = []): Array<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.push([prefix + key, value]);
    else if (value && typeof value === 'object') leaves(value as CatalogueTree, `${prefix}${key}.`, into);
  }
  return into;
}

/** The text at a dotted key of a catalogue tree, if there is one. */
export function textAt(tree: CatalogueTree, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = (node as CatalogueTree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function patternOf(english: string, target: string): TemplatePattern | null {
  const literals = english.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
  // "%{start} – %{end}" and the like say nothing on their own: matching them would catch any text.
  if (!/\p{L}/u.test(literals.join(''))) return null;
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(english.slice(last, match.index));
    const name = match[1];
    const seen = names.indexOf(name);
    if (seen >= 0) source += `\\${seen + 1}`;
    else {
      names.push(name);
      source += '([\\s\\S]*?)';
    }
    last = match.index + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  return {
    prefix: literals[0],
    suffix: literals[literals.length - 1],
    fixed: literals.join('').length,
    regex: new RegExp(`^${source}$`),
    names,
    target,
  };
}

/**
 * Builds the reverse lookup from the English catalogue (or a part of it) to the same keys of
 * another one. Where one English text has several keys, the first key in catalogue order wins.
 * Keys the other catalogue lacks, and texts that are the same in both, are left out.
 */
export function createServerTextLookup(english: CatalogueTree, other: CatalogueTree): ServerTextLookup {
  const exact = new Map<string, string>();
  const patterns: TemplatePattern[] = [];
  const templates = new Set<string>();
  for (const [key, value] of leaves(english)) {
    const target = textAt(other, key);
    if (target === undefined || target === value || value.trim() === '') continue;
    if (value.search(PLACEHOLDER) < 0) {
      if (!exact.has(value)) exact.set(value, target);
    } else if (!templates.has(value)) {
      templates.add(value);
      const pattern = patternOf(value, target);
      if (pattern) patterns.push(pattern);
    }
  }
  // the template with the most fixed text first: "Must be at least %{minimum} characters long"
  // before "Must be at least %{minimum}"
  patterns.sort((a, b) => b.fixed - a.fixed);

  const whole = (text: string): string | undefined => {
    const found = exact.get(text);
    if (found !== undefined) return found;
    for (const pattern of patterns) {
      if (!text.startsWith(pattern.prefix) || !text.endsWith(pattern.suffix)) continue;
      const match = pattern.regex.exec(text);
      if (!match) continue;
      const values: Record<string, string> = {};
      pattern.names.forEach((name, index) => {
        const value = match[index + 1];
        values[name] = CATALOGUE_WORD_PLACEHOLDERS.has(name) ? (exact.get(value) ?? value) : value;
      });
      return interpolate(pattern.target, values);
    }
    return undefined;
  };

  return (text) => {
    if (!text) return undefined;
    const found = whole(text);
    if (found !== undefined) return found;
    const field = FIELD_PREFIX.exec(text);
    if (!field) return undefined;
    const rest = whole(field[2]);
    return rest === undefined ? undefined : `${field[1]}: ${rest}`;
  };
}

/** `text` in the other language when the lookup knows it, else unchanged. */
export function serverTextIn(lookup: ServerTextLookup | null, text: string): string {
  return (lookup && lookup(text)) ?? text;
}
