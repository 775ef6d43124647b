/**
 * The server's English texts in French (src/i18n/serverMessages.ts and the i18nProvider): an exact
 * catalogue text, a text built from a template with placeholders, a "field: text" refusal, an
 * %{entity} word; unknown texts pass through, and English stays English.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { en, translate } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { interpolate } from '../../src/i18n/interpolate';
import type { MessageKey } from '../../src/i18n/messages';
import { createServerTextLookup, serverTextIn, textAt } from '../../src/i18n/serverMessages';

/** A French catalogue text with its placeholders filled, as the expected result. */
function french(key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = textAt(fr, key);
  if (text === undefined) throw new Error(`no French text for ${key}`);
  return interpolate(text, params);
}

describe('createServerTextLookup (English catalogue → French)', () => {
  const lookup = createServerTextLookup(en, fr);

  it('translates an exact catalogue text', () => {
    expect(translate('resources.brand.created')).toBe('Brand created successfully');
    expect(lookup('Brand created successfully')).toBe(french('resources.brand.created'));
    expect(lookup(translate('server.auth.forbidden'))).toBe(french('server.auth.forbidden'));
  });

  it('matches a text built from a template and carries the values into the French template', () => {
    const english = translate('server.error.tooManyRequests', { seconds: 42 });
    expect(english).toBe('Too many requests. Please wait 42 second(s) and try again.');
    expect(lookup(english)).toBe(french('server.error.tooManyRequests', { seconds: 42 }));
    expect(lookup(english)).toContain('42');

    const inUse = translate('resources.brand.inUse', { products: 3 });
    expect(lookup(inUse)).toBe(french('resources.brand.inUse', { products: 3 }));
  });

  it('prefers the template with more fixed text when two could match', () => {
    // "Must be at least %{minimum}" would also match this one, taking "3 characters long" as the minimum
    const english = translate('server.validation.tooShort', { minimum: 3 });
    expect(lookup(english)).toBe(french('server.validation.tooShort', { minimum: 3 }));
    expect(lookup(translate('server.validation.tooSmall', { minimum: 3 }))).toBe(french('server.validation.tooSmall', { minimum: 3 }));
  });

  it('keeps the field of a "field: text" refusal and translates the text', () => {
    expect(translate('validation.emailInvalid')).toBe('Email is not valid');
    expect(lookup(`email: ${translate('validation.emailInvalid')}`)).toBe(`email: ${french('validation.emailInvalid')}`);
    expect(lookup(`chooseProduct.2.chance: ${translate('server.validation.tooBig', { maximum: 100 })}`)).toBe(
      `chooseProduct.2.chance: ${french('server.validation.tooBig', { maximum: 100 })}`,
    );
  });

  it('translates an %{entity} word the server fills from its catalogue, not other values', () => {
    const english = translate('catalog.server.notFound', { entity: translate('resources.brand.entity') });
    expect(lookup(english)).toBe(french('catalog.server.notFound', { entity: french('resources.brand.entity') }));
    // a name is data, even when it reads like a catalogue word
    const activity = translate('server.activity.login', { name: 'Brand', email: 'a@example.com' });
    expect(lookup(activity)).toBe(french('server.activity.login', { name: 'Brand', email: 'a@example.com' }));
  });

  it('leaves a text the catalogue does not know unchanged', () => {
    expect(lookup('Something the catalogue never said')).toBeUndefined();
    expect(serverTextIn(lookup, 'Something the catalogue never said')).toBe('Something the catalogue never said');
    expect(lookup('email: not a catalogue text')).toBeUndefined();
    expect(lookup('')).toBeUndefined();
    expect(serverTextIn(null, 'Brand created successfully')).toBe('Brand created successfully');
  });

  it('skips templates made only of placeholders and punctuation, and repeats a placeholder consistently', () => {
    const small = createServerTextLookup(
      { range: '%{start} – %{end}', same: '%{a} and %{a} again', plain: 'Saved' },
      { range: 'du %{start} au %{end}', same: '%{a} et %{a} encore', plain: 'Enregistré' },
    );
    expect(small('1 – 2')).toBeUndefined();
    expect(small('x and x again')).toBe('x et x encore');
    expect(small('x and y again')).toBeUndefined();
    expect(small('Saved')).toBe('Enregistré');
  });
});

describe('the i18nProvider', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('en');
  });

  it('leaves server texts as they are in English', () => {
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('Brand created successfully')).toBe('Brand created successfully');
    expect(i18nProvider.translate('Brand created successfully', { _: 'Brand created successfully' })).toBe('Brand created successfully');
    expect(i18nProvider.translate('resources.brand.created')).toBe('Brand created successfully');
  });

  it('translates server texts in French, keeps keys working and unknown texts as they are', async () => {
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.translate('Brand created successfully')).toBe(french('resources.brand.created'));
    const tooMany = translate('server.error.tooManyRequests', { seconds: 7 });
    expect(i18nProvider.translate(tooMany, { _: tooMany })).toBe(french('server.error.tooManyRequests', { seconds: 7 }));
    expect(i18nProvider.translate('resources.brand.created')).toBe(french('resources.brand.created'));
    expect(i18nProvider.translate('ra.action.save')).toBe('Enregistrer');
    expect(i18nProvider.translate('An unknown reply', { _: 'An unknown reply' })).toBe('An unknown reply');

    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('Brand created successfully')).toBe('Brand created successfully');
  });
});
