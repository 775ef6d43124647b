/**
 * react-admin's useCanAccess for the create, edit and delete of one resource (the authProvider
 * answers from the roles), pending until all three are answered: a screen waits for them rather
 * than drawing its buttons and columns one way, then the other.
 */
import { useCanAccess } from 'react-admin';
import { showActionColumn } from '../domain/permissions';

export interface ActionAccess {
  isPending: boolean;
  mayCreate: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
  /** the rows' action column is shown (core §6) */
  mayAct: boolean;
}

export function useActionAccess(resource: string): ActionAccess {
  const create = useCanAccess({ resource, action: 'create' });
  const edit = useCanAccess({ resource, action: 'edit' });
  const remove = useCanAccess({ resource, action: 'delete' });
  const mayEdit = edit.canAccess === true;
  const mayDelete = remove.canAccess === true;
  return {
    isPending: create.isPending || edit.isPending || remove.isPending,
    mayCreate: create.canAccess === true,
    mayEdit,
    mayDelete,
    mayAct: showActionColumn({ mayEdit, mayDelete }),
  };
}
