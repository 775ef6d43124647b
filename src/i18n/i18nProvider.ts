/**
 * react-admin's i18nProvider: ra-language-english (the `ra.*` keys of react-admin's own screens)
 * merged with our catalogue (src/i18n/en.ts). Our keys win on a clash.
 * Unknown keys (e.g. a server `msg` passed to notify) fall back to the key itself.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';

export const messages: TranslationMessages = { ...englishMessages, ...en };

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
