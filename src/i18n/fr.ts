/**
 * The French catalogue: the same keys as the English one (src/i18n/en.ts), checked by the type
 * Translated<Catalogue> and by tests/unit/i18n-parity.test.ts. Loaded lazily (./frenchMessages.ts)
 * only when an admin picks Français; split by area under ./fr/ like the English one.
 */
import type { Catalogue } from './en';
import type { Translated } from './translated';
import { ui } from './fr/ui';
import { validation } from './fr/validation';
import { server } from './fr/server';
import { catalog } from './fr/catalog';
import { dashboard } from './fr/dashboard';
import { profit } from './fr/profit';
import { team } from './fr/team';
import { resources } from './fr/resources';
import { qa } from './fr/qa';
import { rtp } from './fr/rtp';
import { sessions } from './fr/sessions';
import { secondFactor } from './fr/secondFactor';

export const fr: Translated<Catalogue> = {
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
