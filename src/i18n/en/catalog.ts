/**
 * Texts the catalog screens and routes share (spec texts verbatim); each entity's own (category,
 * brand, rarity, box, product) are its resources.<name>.
 */
import { lists } from './lists';

export const catalog = {
  common: {
    confirmDeleteTitle: 'Delete',
    confirmDelete: lists.confirmRemove,
    deleted: lists.deleted,
    bulkDeleted: lists.bulkDeleted,
    deniedDelete: lists.deniedDelete,
    deniedEdit: lists.deniedEdit,
    deniedCreate: 'You do not have permission to create %{entity}',
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    save: 'Submit',
    saving: 'Saving…',
    cancel: 'Cancel',
    name: 'Name',
    chooseImage: 'Choose image',
    changeImage: 'Change image',
    removeImage: 'Remove image',
    imagePreview: 'Preview of %{name}',
    loading: 'Loading…',
    search: 'Search',
    all: 'All',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    page: 'Page %{page}',
  },
  server: {
    notFound: 'This %{entity} does not exist',
    nothingSelected: 'Select at least one item',
  },
  activity: {
    created: 'Created %{entity} %{name}',
    updated: 'Updated %{entity} %{name}',
    deleted: 'Deleted %{entity} %{name}',
    deletedMany: 'Deleted %{count} %{entity} record(s)',
  },
} as const;
