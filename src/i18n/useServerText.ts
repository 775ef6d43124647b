/**
 * A text that came from the server (a reply's `msg`, an HttpError's message) in the admin's
 * language: the i18nProvider turns an English catalogue text into the current language
 * (./serverMessages.ts) and leaves any other text as it is. For texts shown outside notify, which
 * translates its messages by itself.
 */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

export function useServerText(): (text: string) => string {
  const translate = useTranslate();
  return useCallback((text: string) => (text ? translate(text, { _: text }) : text), [translate]);
}
