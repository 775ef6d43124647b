/** Every migration, by name; Kysely's migrator runs them in name order. */
import type { Migration } from 'kysely';
import * as initial from './001_initial.js';

export const migrations: Record<string, Migration> = {
  '001_initial': initial,
};
