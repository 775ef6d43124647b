/**
 * The part of `inflection` react-admin uses, for its fallback labels: a resource's name when the
 * catalogue has none (`resources.<name>.name`), a field's label when it has none
 * (`resources.<name>.fields.<source>`), and "Delete <record>" titles. The admin's catalogue names
 * every resource and field, so these are defaults that are not read; yet react-admin imports the
 * package on every page, and its full rule tables were 3.3 KiB (gzip) of the JavaScript the first
 * dashboard loads. vite.config.ts points the package here.
 *
 * underscore, humanize, capitalize and transform are the package's own rules. Plural and singular
 * keep the English rules of ordinary nouns (-s, -es, -ies, -ves and the irregular person, man, child);
 * tests/unit/inflectionShim.test.ts checks that they agree with the package on every resource
 * name and field of the admin, and on a list of common nouns.
 */

const UNCOUNTABLE = new Set([
  'equipment',
  'information',
  'rice',
  'money',
  'species',
  'series',
  'sheep',
  'deer',
  'news',
  'police',
  'traffic',
]);

type Rule = readonly [RegExp, string?];

/** Plural -> singular; a rule without a replacement keeps a word that is already singular. */
const SINGULAR_RULES: readonly Rule[] = [
  [/(alias|status|canvas|campus|bus)$/i],
  [/(x|ch|ss|sh)$/i],
  [/([^aeiouy]|qu)y$/i],
  [/^(m|wom)en$/i, '$1an'],
  [/(pe)ople$/i, '$1rson'],
  [/(child)ren$/i, '$1'],
  [/(curve|drive)s$/i, '$1'],
  [/(hi|ti|a)ves$/i, '$1ve'],
  [/([lr])ves$/i, '$1f'],
  [/([^fo])ves$/i, '$1fe'],
  [/([^aeiouy]|qu)ies$/i, '$1y'],
  [/(alias|status|canvas|campus|bus)es$/i, '$1'],
  [/(x|ch|ss|sh)es$/i, '$1'],
  [/ss$/i],
  [/s$/i, ''],
];

/** Singular -> plural; a rule without a replacement keeps a word that is already plural. */
const PLURAL_RULES: readonly Rule[] = [
  [/^(m|wom)en$/i],
  [/(pe)ople$/i],
  [/(child)ren$/i],
  [/([^aeiouy]|qu)ies$/i],
  [/(x|ch|ss|sh)es$/i],
  [/(alias|status|canvas|campus|bus)es$/i],
  [/^(m|wom)an$/i, '$1en'],
  [/(pe)rson$/i, '$1ople'],
  [/(child)$/i, '$1ren'],
  [/(alias|status|canvas|campus|bus)$/i, '$1es'],
  [/([^aeiouy]|qu)y$/i, '$1ies'],
  [/(x|ch|ss|sh)$/i, '$1es'],
  [/(?:([^f])fe|([lr])f)$/i, '$1$2ves'],
  [/s$/i, 's'],
  [/$/, 's'],
];

function applyRules(word: string, rules: readonly Rule[], override?: string): string {
  if (override) return override;
  if (UNCOUNTABLE.has(word.toLowerCase())) return word;
  for (const [pattern, replacement] of rules) {
    if (pattern.test(word)) return replacement === undefined ? word : word.replace(pattern, replacement);
  }
  return word;
}

export function pluralize(word: string, plural?: string): string {
  return applyRules(word, PLURAL_RULES, plural);
}

export function singularize(word: string, singular?: string): string {
  return applyRules(word, SINGULAR_RULES, singular);
}

export function inflect(word: string, count: number, singular?: string, plural?: string): string {
  if (Number.isNaN(count)) return word;
  return count === 1 ? singularize(word, singular) : pluralize(word, plural);
}

export function capitalize(text: string): string {
  const lower = text.toLowerCase();
  return lower.substring(0, 1).toUpperCase() + lower.substring(1);
}

export function underscore(text: string, allUpperCase?: boolean): string {
  if (allUpperCase && text === text.toUpperCase()) return text;
  return text
    .split('::')
    .map((part) => part.replace(/([A-Z])/g, '_$1').replace(/^_/, ''))
    .join('/')
    .toLowerCase();
}

export function humanize(text: string, lowFirstLetter?: boolean): string {
  const words = text
    .toLowerCase()
    .replace(/(_ids|_id)$/g, '')
    .replace(/_/g, ' ');
  return lowFirstLetter ? words : capitalize(words);
}

const TRANSFORMS: Record<string, (text: string) => string> = {
  pluralize,
  singularize,
  capitalize,
  underscore: (text) => underscore(text),
  humanize: (text) => humanize(text),
};

export function transform(text: string, steps: readonly string[]): string {
  return steps.reduce((result, step) => TRANSFORMS[step]?.(result) ?? result, text);
}
