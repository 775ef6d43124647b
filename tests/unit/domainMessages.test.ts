/**
 * The shop's rules speak no language (issue: locale-neutral rules): src/domain returns catalogue keys
 * with their values, never sentences, and imports no catalogue; the admin and the server translate.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/en';
import { blockConfirmation } from '../../src/domain/userBlock';
import { validatePersonName } from '../../src/domain/validation/user';
import { parseWalletAmount } from '../../src/domain/wallet';
import { messageParts } from '../../src/i18n/messages';

const domainDir = path.resolve(import.meta.dirname, '../../src/domain');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

describe('locale-neutral rules', () => {
  it('imports no catalogue of any language in src/domain', () => {
    const importing = sourceFiles(domainDir).filter((file) => /from '[./]*i18n\/(en|fr)\b/.test(fs.readFileSync(file, 'utf8')));
    expect(importing.map((file) => path.relative(domainDir, file))).toEqual([]);
  });

  it('answers with catalogue keys, which read as the spec’s texts in English', () => {
    expect(validatePersonName('')).toBe('validation.required');
    expect(translate('validation.required')).toBe('This field is required');
    expect(parseWalletAmount('ten')).toEqual({ ok: false, message: 'resources.users.wallet.notANumber' });
  });

  it('carries the values of a message beside its key', () => {
    const message = blockConfirmation(false, 'lotte');
    expect(messageParts(message)).toEqual({ key: 'resources.users.block.confirmBlock', args: { name: 'lotte' } });
    expect(translate(messageParts(message).key, messageParts(message).args)).toBe('Are you sure you want to block lotte?');
  });
});
