/** French texts of each entity (mirror of ../en/resources.ts and its ./resources/ files). */
import type { resources as english } from '../en/resources';
import type { Translated } from '../translated';
import { warehouse } from './resources/warehouse';
import { people } from './resources/people';
import { profit } from './resources/profit';
import { support } from './resources/support';

export const resources: Translated<typeof english> = { ...warehouse, ...people, ...profit, ...support };
