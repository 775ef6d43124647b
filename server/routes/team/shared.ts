/** Helpers shared by the team area's route files. */
import { z } from 'zod';
import { permissionName, PERMISSION_KINDS } from '../../../src/domain/permissions';
import { t } from '../../http';

/** read, write or del of an access name: who may list a module's records. */
export function anyKindOf(...modules: string[]): string[] {
  return modules.flatMap((module) => PERMISSION_KINDS.map((kind) => permissionName(kind, module)));
}

/** A body of selected ids (bulk deletes): `{ids: [...]}`; at least one. */
export const idsBody = z.object({
  ids: z.array(z.string().trim().min(1).max(200)).min(1, t('validation.required')).max(1000),
});
