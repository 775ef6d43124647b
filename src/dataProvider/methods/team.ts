/** Custom (non-CRUD) dataProvider methods of the team area. */
import type { CustomMethodDeps } from '../customMethods';

export function createTeamMethods(_deps: CustomMethodDeps) {
  return {};
}
