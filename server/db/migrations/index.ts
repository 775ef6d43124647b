/** Every migration, by name; Kysely's migrator runs them in name order. */
import type { Migration } from 'kysely';
import * as schema from './001_schema.js';
import * as functions from './002_functions.js';

export const migrations: Record<string, Migration> = {
  '001_schema': schema,
  '002_functions': functions,
};
