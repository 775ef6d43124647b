/**
 * react-admin's i18nProvider: English (ra-language-english under our catalogue, src/i18n/en.ts) at
 * once, French (./frenchMessages.ts) fetched the first time an admin picks it from the app bar's
 * language menu; react-admin's store remembers the choice per browser. Our keys win on a clash.
 * Unknown keys (e.g. a server `msg` passed to notify) fall back to the key itself. Amounts and
 * month names follow the language (src/domain/format.ts).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { setFormatLocale } from '../domain/format';
import { en } from './en';

export const messages: TranslationMessages = { ...englishMessages, ...en };

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

const base = polyglotI18nProvider(
  (locale) => (locale === 'fr' ? import('./frenchMessages').then((module) => module.frenchMessages) : messages),
  'en',
  LOCALES,
  { allowMissing: true },
);

export const i18nProvider: I18nProvider = {
  ...base,
  changeLocale: async (locale, options) => {
    await base.changeLocale(locale, options);
    setFormatLocale(locale);
    document.documentElement.lang = locale;
  },
};
