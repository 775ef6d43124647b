import { describe, expect, it } from 'vitest';
import { ADMIN_SHELL } from '../../src/adminShell';
import { translate } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';

const MENU = ADMIN_SHELL.menu;

const labelKeys = MENU.flatMap((entry) =>
  entry.type === 'item' ? [entry.item.labelKey] : [entry.group.labelKey, ...entry.group.items.map((item) => item.labelKey)],
);

describe('the SPA catalogue', () => {
  it.each(labelKeys)('has a text for the menu label %s', (key) => {
    expect(translate(key)).not.toBe(key);
    expect(i18nProvider.translate(key)).toBe(translate(key));
  });

  it('keeps the spec texts verbatim', () => {
    expect(translate('dashboard.noAccess')).toBe('Welcome to admin');
    expect(translate('validation.required')).toBe('This field is required');
    expect(translate('validation.emailInvalid')).toBe('Email is not valid');
    expect(translate('notifications.timeout', { seconds: 20 })).toBe('The server did not answer within 20 seconds');
  });

  it("merges react-admin's English messages with ours through polyglot", () => {
    expect(i18nProvider.translate('ra.auth.logout')).toBe('Logout');
    expect(i18nProvider.translate('shell.footer', { year: 2031 })).toBe('© 2031 Mystery Box Admin. All rights reserved.');
  });

  it('passes a server msg through unchanged', () => {
    expect(i18nProvider.translate('Successfully Deleted', { _: 'Successfully Deleted' })).toBe('Successfully Deleted');
  });
});
