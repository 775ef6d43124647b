/** French texts of the catalog area (mirror of ../en/catalog.ts). */
import type { catalog as english } from '../en/catalog';
import type { Translated } from '../translated';
import { lists } from './lists';

export const catalog: Translated<typeof english> = {
  common: {
    confirmDeleteTitle: 'Supprimer',
    confirmDelete: lists.confirmRemove,
    deleted: lists.deleted,
    bulkDeleted: lists.bulkDeleted,
    deniedDelete: lists.deniedDelete,
    deniedEdit: lists.deniedEdit,
    deniedCreate: 'Vous n’avez pas l’autorisation de créer : %{entity}',
    actions: 'Actions',
    edit: 'Modifier',
    delete: 'Supprimer',
    save: 'Valider',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    name: 'Nom',
    chooseImage: 'Choisir une image',
    changeImage: 'Changer l’image',
    removeImage: 'Retirer l’image',
    imagePreview: 'Aperçu de %{name}',
    loading: 'Chargement…',
    search: 'Rechercher',
    all: 'Tous',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    page: 'Page %{page}',
  },
  server: {
    notFound: 'Cet élément (%{entity}) n’existe pas',
    nothingSelected: 'Sélectionnez au moins un élément',
  },
  activity: {
    created: 'Création : %{entity} %{name}',
    updated: 'Modification : %{entity} %{name}',
    deleted: 'Suppression : %{entity} %{name}',
    deletedMany: 'Suppression de %{count} enregistrement(s) : %{entity}',
  },
};
