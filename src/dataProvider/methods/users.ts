/** Custom (non-CRUD) dataProvider methods of the users area. */
import type { CustomMethodDeps } from '../customMethods';

export function createUsersMethods(_deps: CustomMethodDeps) {
  return {};
}
