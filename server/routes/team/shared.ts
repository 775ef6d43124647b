/** Helpers shared by the team area's route files. */
import { permissionName, PERMISSION_KINDS } from '../../../src/domain/permissions';

/** read, write or del of an access name: who may list a module's records. */
export function anyKindOf(...modules: string[]): string[] {
  return modules.flatMap((module) => PERMISSION_KINDS.map((kind) => permissionName(kind, module)));
}
