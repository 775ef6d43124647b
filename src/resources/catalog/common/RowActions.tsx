/**
 * The action column of the catalog lists (core §6): Edit and Delete for one row. A missing right
 * gives the spec's denied toast instead of the action; the delete asks the spec's confirmation.
 */
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { Stack } from '@mui/material';
import { Button, DeleteWithConfirmButton, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { linkTo, type Descriptor } from '../../../layout/descriptor';

interface RowActionsProps {
  descriptor: Descriptor;
  entity: string;
  /** the list's answers of canAccess (asked once for the list, not per row) */
  mayEdit: boolean;
  mayDelete: boolean;
}

export function RowActions({ descriptor, entity, mayEdit, mayDelete }: RowActionsProps) {
  const record = useRecordContext();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  if (!record) return null;
  const entityName = translate(entity);

  const edit = () => {
    if (!mayEdit) notify('catalog.common.deniedEdit', { type: 'error', messageArgs: { entity: entityName } });
    else navigate(linkTo(descriptor, 'edit', String(record.id)));
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button label="catalog.common.edit" onClick={edit}>
        <EditIcon />
      </Button>
      {mayDelete ? (
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
