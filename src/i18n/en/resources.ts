/**
 * Each entity's texts, one block a language: react-admin's `resources.<name>` (the `name` of its
 * descriptor under src/resources). `name` is the resource's word (singular |||| plural),
 * `fields.<source>` the label of that source wherever a column or an input shows it (a nested
 * source "orderId.orderid" is a nested key), and beside them the entity's own texts: list and form
 * titles, menu label, create and empty texts, messages and the server's replies. Spec texts verbatim.
 * The blocks sit in per-area files under ./resources/; a new entity adds its block to one of them.
 */
import { warehouse } from './resources/warehouse';
import { people } from './resources/people';
import { profit } from './resources/profit';
import { support } from './resources/support';

export const resources = { ...warehouse, ...people, ...profit, ...support } as const;
