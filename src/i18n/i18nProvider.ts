/**
 * react-admin's i18nProvider: English (ra-language-english under our catalogue, src/i18n/en.ts) at
 * once, French (./frenchMessages.ts) fetched the first time an admin picks it from the app bar's
 * language menu; react-admin's store remembers the choice per browser. Our keys win on a clash.
 * Unknown keys fall back to the key itself, except that in a language other than English a text
 * of the English catalogue (a server `msg` passed to notify, an HttpError's message routed
 * through useServerText) comes back in that language (./serverMessages.ts): the server always
 * replies in English, the contract's language. Amounts and month names follow the language
 * (src/domain/format.ts).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { setFormatLocale } from '../domain/format';
import { en } from './en';
import { createServerTextLookup, textAt, type ServerTextLookup } from './serverMessages';

export const messages: TranslationMessages = { ...englishMessages, ...en };

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

/** The messages of each language once loaded (English at once, French on first use). */
const loaded = new Map<string, TranslationMessages>([['en', messages]]);

const base = polyglotI18nProvider(
  (locale) => {
    if (locale !== 'fr') return messages;
    return import('./frenchMessages').then((module) => {
      loaded.set('fr', module.frenchMessages);
      return module.frenchMessages;
    });
  },
  'en',
  LOCALES,
  { allowMissing: true },
);

/** English catalogue text → current language, built on the first text to look up after a switch. */
const lookups = new Map<string, ServerTextLookup>();

function lookupFor(locale: string): ServerTextLookup | undefined {
  const cached = lookups.get(locale);
  if (cached) return cached;
  const target = loaded.get(locale);
  if (!target) return undefined;
  const lookup = createServerTextLookup(en, target);
  lookups.set(locale, lookup);
  return lookup;
}

/**
 * `key` in the current language; a key the catalogue lacks that is an English catalogue text is
 * translated by the reverse lookup, any other one falls back to polyglot (the key or `_`).
 */
function translate(key: string, options?: Record<string, unknown>): string {
  const locale = base.getLocale();
  if (locale !== 'en' && typeof key === 'string') {
    const current = loaded.get(locale);
    if (current && textAt(current, key) === undefined) {
      const translated = lookupFor(locale)?.(key);
      if (translated !== undefined) return translated;
    }
  }
  return base.translate(key, options);
}

export const i18nProvider: I18nProvider = {
  ...base,
  translate,
  changeLocale: async (locale, options) => {
    await base.changeLocale(locale, options);
    setFormatLocale(locale);
    document.documentElement.lang = locale;
  },
};
