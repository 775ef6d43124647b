/**
 * This admin's shell, from the descriptors the registry finds (src/resources/registry.tsx): what
 * App hands the shell (src/layout/shell.tsx) and its unseen warm-up render (src/layout/WarmUp.tsx).
 */
import { Dashboard } from './dashboard/Dashboard';
import { seedWarmDashboard } from './dashboard/warmSeed';
import { createShell } from './layout/shell';
import { startWarmUp } from './layout/WarmUp';
import type { WhenQuiet } from './layout/formQuiet';
import { orders } from './resources/orders';
import { DESCRIPTORS, resourceDefinitions } from './resources/registry';
import { settingsTabLink } from './settings';

export const ADMIN_SHELL = createShell({ descriptors: DESCRIPTORS, breadcrumbParent: orders, profileLink: settingsTabLink('profile') });

/** react-admin's resource registry as its <Resource> elements would fill it (src/layout/StaticResourceDefinitions.tsx). */
export const RESOURCE_DEFINITIONS = resourceDefinitions();

/** The admin drawn unseen while the login form waits (src/main.tsx, through App): its shell and the dashboard. */
export function warmUpAdmin(whenQuiet?: WhenQuiet): () => void {
  return startWarmUp({ shell: ADMIN_SHELL, definitions: RESOURCE_DEFINITIONS, home: Dashboard, seed: seedWarmDashboard }, whenQuiet);
}
