/** French texts shared by every list (mirror of ../en/lists.ts). */
import type { lists as english } from '../en/lists';
import type { Translated } from '../translated';

export const lists: Translated<typeof english> = {
  confirmRemove: 'Voulez-vous vraiment supprimer ? Cette action est irréversible.',
  deleted: 'Supprimé avec succès',
  bulkDeleted: 'Les éléments sélectionnés ont été supprimés',
  deniedDelete: 'Vous n’avez pas l’autorisation de supprimer : %{entity}',
  deniedEdit: 'Vous n’avez pas l’autorisation de modifier : %{entity}',
};
