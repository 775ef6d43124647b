/** QA mode's texts in the admin's language (react-admin's stored locale): the panel and the start run outside react-admin. */
import { qa as english } from '../i18n/en/qa';
import { qa as french } from '../i18n/fr/qa';

export type QaTexts = typeof english;

export function qaTexts(): QaTexts {
  try {
    return JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null') === 'fr' ? (french as QaTexts) : english;
  } catch {
    return english;
  }
}
