/**
 * The English catalogue: every user-visible text of the admin and of the server's replies.
 * Spec texts are kept verbatim, odd spellings included. Split by area under ./en/.
 * The SPA merges react-admin's own English messages in src/i18n/i18nProvider.ts; this file
 * stays plain data so the server can import it too.
 */
import { ui } from './en/ui';
import { validation } from './en/validation';
import { server } from './en/server';
import { catalog } from './en/catalog';
import { dashboard } from './en/dashboard';
import { profit } from './en/profit';
import { team } from './en/team';
import { resources } from './en/resources';
import { qa } from './en/qa';
import { rtp } from './en/rtp';
import { sessions } from './en/sessions';
import { secondFactor } from './en/secondFactor';

export const en = {
  ...ui,
  validation,
  server,
  catalog,
  dashboard: { ...ui.dashboard, ...dashboard },
  profit,
  team,
  resources,
  qa,
  rtp,
  sessions,
  secondFactor,
};

export type Catalogue = typeof en;

/** Looks a dotted key up in the catalogue and fills %{name} placeholders; unknown keys come back as is. */
export function translate(key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return key;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/%\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `%{${name}}`));
}
