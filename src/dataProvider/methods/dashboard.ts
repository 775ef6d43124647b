/** Custom (non-CRUD) dataProvider methods of the dashboard area. */
import type { CustomMethodDeps } from '../customMethods';

export function createDashboardMethods(_deps: CustomMethodDeps) {
  return {};
}
