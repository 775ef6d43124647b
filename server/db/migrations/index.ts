/** Every migration, by name; Kysely's migrator runs them in name order. */
import type { Migration } from 'kysely';
import * as initial from './001_initial.js';
import * as users from './003_users.js';
import * as dashboard from './004_dashboard.js';
import * as listVersions from './007_list_versions.js';
import * as rarityRank from './010_rarity_rank.js';
import * as uniqueNames from './013_unique_names.js';
import * as statsRebuildOneSort from './014_stats_rebuild_one_sort.js';
import * as openingsIndexes from './015_openings_indexes.js';
import * as statsRebuildInParts from './016_stats_rebuild_in_parts.js';
import * as adminVersion from './017_admin_version.js';
import * as nameVersions from './018_name_versions.js';
import * as idempotencyKeys from './019_idempotency_keys.js';

export const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '003_users': users,
  '004_dashboard': dashboard,
  '007_list_versions': listVersions,
  '010_rarity_rank': rarityRank,
  '013_unique_names': uniqueNames,
  '014_stats_rebuild_one_sort': statsRebuildOneSort,
  '015_openings_indexes': openingsIndexes,
  '016_stats_rebuild_in_parts': statsRebuildInParts,
  '017_admin_version': adminVersion,
  '018_name_versions': nameVersions,
  '019_idempotency_keys': idempotencyKeys,
};
