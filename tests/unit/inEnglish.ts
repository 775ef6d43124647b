/**
 * The rules of src/domain answer with catalogue keys; their tests read them as the admin and the
 * server show them in English, the spec's own words: every key (or {message, args}) in a value,
 * however deep, is replaced by its English text.
 */
import { translate } from '../../src/i18n/en';

export function inEnglish<T>(value: T): unknown {
  if (typeof value === 'string') return translate(value);
  if (Array.isArray(value)) return value.map(inEnglish);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.message === 'string' && record.args && typeof record.args === 'object' && Object.keys(record).length === 2) {
      return translate(record.message, record.args as Record<string, string | number>);
    }
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, inEnglish(inner)]));
  }
  return value;
}
