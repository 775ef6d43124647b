/**
 * The one-row delete of every table (core §4): react-admin's confirm-then-delete, pessimistic, and
 * the list reloads in place. React-admin would otherwise redirect to the resource's list path, which
 * is the resource name (`/team`, `/activityLogs`, `/socialProofs`): not a route of this admin.
 */
import { DeleteWithConfirmButton, type DeleteWithConfirmButtonProps } from 'react-admin';

export function RowDeleteButton(props: Omit<DeleteWithConfirmButtonProps, 'redirect' | 'mutationMode'>) {
  return <DeleteWithConfirmButton {...props} mutationMode="pessimistic" redirect={false} />;
}
