/** Custom (non-CRUD) dataProvider methods of the profit area. */
import type { CustomMethodDeps } from '../customMethods';

export function createProfitMethods(_deps: CustomMethodDeps) {
  return {};
}
