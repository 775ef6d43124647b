/**
 * The action column of the catalog lists (core §6): Edit and Delete for one row. A missing right
 * gives the spec's denied toast instead of the action; the delete asks the spec's confirmation.
 */
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { Stack } from '@mui/material';
import { Button, DeleteWithConfirmButton, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { canDelete, canWrite } from '../../../domain/permissions';
import { linkTo, type Descriptor } from '../../../layout/descriptor';
import { useRoles } from '../../../layout/useRoles';

interface RowActionsProps {
  descriptor: Descriptor;
  entity: string;
}

export function RowActions({ descriptor, entity }: RowActionsProps) {
  const module = descriptor.access[0];
  const record = useRecordContext();
  const roles = useRoles();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  if (!record) return null;
  const entityName = translate(entity);

  const edit = () => {
    if (!canWrite(roles, module)) notify('catalog.common.deniedEdit', { type: 'error', messageArgs: { entity: entityName } });
    else navigate(linkTo(descriptor, 'edit', String(record.id)));
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button label="catalog.common.edit" onClick={edit}>
        <EditIcon />
      </Button>
      {canDelete(roles, module) ? (
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          redirect={false}
          confirmTitle="catalog.common.confirmDeleteTitle"
          confirmContent="catalog.common.confirmDelete"
          successMessage="catalog.common.deleted"
        />
      ) : (
        <Button
          label="catalog.common.delete"
          color="error"
          onClick={() => notify('catalog.common.deniedDelete', { type: 'error', messageArgs: { entity: entityName } })}
        >
          <DeleteIcon />
        </Button>
      )}
    </Stack>
  );
}
