/** Custom (non-CRUD) dataProvider methods of the catalog area. */
import type { CustomMethodDeps } from '../customMethods';

export function createCatalogMethods(_deps: CustomMethodDeps) {
  return {};
}
