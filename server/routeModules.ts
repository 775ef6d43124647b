/**
 * The route modules of server/routes, found on disk (every file that exports `routes`): an area or
 * an entity is added by adding its file, with no list to update. The QA fake finds the same files
 * with Vite's import.meta.glob.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { collectRoutes, type Route, type RouteModule } from './route';

const ROUTES_DIR = path.join(import.meta.dirname, 'routes');

export async function loadRoutes(dir = ROUTES_DIR): Promise<Route[]> {
  return collectRoutes(await loadRouteModules(dir));
}

/** Every route module of `dir`, by file. */
export async function loadRouteModules(dir = ROUTES_DIR): Promise<Record<string, RouteModule>> {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !file.endsWith('.d.ts'))
    .sort();
  const modules: Record<string, RouteModule> = {};
  for (const file of files) modules[file] = (await import(pathToFileURL(path.join(dir, file)).href)) as RouteModule;
  return modules;
}
