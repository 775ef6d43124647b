/**
 * Routes of the catalog area (core §7 categories, brands, boxes, product search; operations §7
 * Warehouse); registered by buildApp (server/app.ts). One file per entity under ./catalog/.
 */
import type { AreaPlugin } from '../app';
import { boxRoutes } from './catalog/boxes';
import { brandRoutes } from './catalog/brands';
import { categoryRoutes } from './catalog/categories';
import { productRoutes } from './catalog/products';
import { rarityRoutes } from './catalog/rarities';

export const catalogRoutes: AreaPlugin = async (app, { deps }) => {
  categoryRoutes(app, deps);
  brandRoutes(app, deps);
  rarityRoutes(app, deps);
  boxRoutes(app, deps);
  productRoutes(app, deps);
};
