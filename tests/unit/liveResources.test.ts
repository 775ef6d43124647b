/**
 * The push channel names the admin's resources a table change can alter (src/domain/liveResources.ts):
 * every name is a resource of the admin, every resource with a list is named, and every table is one
 * of the database's.
 */
import { describe, expect, it } from 'vitest';
import { LIVE_RESOURCES, resourcesChangedBy } from '../../src/domain/liveResources';
import { DESCRIPTORS } from '../../src/resources/registry';
import { DATA_TABLES } from '../../server/db/tables';
import { SPEC_ENTITIES } from './specEntities';

describe('the resources a table change names', () => {
  it('are the admin resources that have a list, each reading tables of the database', () => {
    const listed = DESCRIPTORS.filter((d) => d.kind === 'resource' && d.endpoints?.list).map((d) => d.name);
    // every list of the spec's entities follows changes; a name is always a list of the admin
    expect(Object.keys(LIVE_RESOURCES).sort()).toEqual(listed.filter((name) => SPEC_ENTITIES.includes(name)).sort());
    expect(listed).toEqual(expect.arrayContaining(Object.keys(LIVE_RESOURCES)));
    const tables = new Set<string>(DATA_TABLES);
    for (const [name, read] of Object.entries(LIVE_RESOURCES))
      expect(
        read.filter((t) => !tables.has(t)),
        name,
      ).toEqual([]);
  });

  it('are every list that shows a changed table, and only those', () => {
    expect(resourcesChangedBy(['order_lines'])).toEqual(['orders', 'returnOrders']);
    expect(resourcesChangedBy(['brands', 'shipping_methods'])).toEqual(['brand', 'delivery', 'product']);
    expect(resourcesChangedBy(['wallet_ledger'])).toEqual([]);
  });
});
