/**
 * The spec's texts shared by every list (core §2 "List behaviour", §8): written once here and
 * referenced by each area's catalogue under its own keys.
 */
export const lists = {
  confirmRemove: 'Are you sure you want to remove? This cannot be undone.',
  deleted: 'Successfully Deleted',
  bulkDeleted: 'Your selected items deleted',
  deniedDelete: 'You do not have permission to delete %{entity}',
  deniedEdit: 'You do not have permission to edit %{entity}',
} as const;
