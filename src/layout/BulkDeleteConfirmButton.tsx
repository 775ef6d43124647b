/**
 * The Delete of the selected rows, one for every list (core §2 "List behaviour"): a confirmation
 * dialog saying "Are you sure you want to remove? This cannot be undone.", then a pessimistic delete
 * and "Your selected items deleted" (core §8). Lists show it only to admins who may delete.
 *
 * It is drawn from the first selection on: react-admin's bulk toolbar holds it, hidden, while no row
 * is selected, and drew it (with its closed dialog) again at every page turn, sort and search. Once
 * drawn it stays, so its dialog closes with its transition after a delete.
 */
import { useState } from 'react';
import { BulkDeleteWithConfirmButton, useListContext } from 'react-admin';

/** i18n keys of the confirmation, for a list whose bulk delete is its own call (the demo table). */
export const BULK_DELETE_TITLE = 'bulkDelete.title';
export const BULK_DELETE_CONFIRM = 'bulkDelete.confirm';
export const BULK_DELETE_DONE = 'bulkDelete.done';

export function BulkDeleteConfirmButton() {
  const { selectedIds } = useListContext();
  const [needed, setNeeded] = useState(false);
  if (selectedIds.length > 0 && !needed) setNeeded(true); // React draws it again at once, with the button
  if (!needed) return null;
  return (
    <BulkDeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle={BULK_DELETE_TITLE}
      confirmContent={BULK_DELETE_CONFIRM}
      successMessage={BULK_DELETE_DONE}
    />
  );
}
