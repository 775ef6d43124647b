/** French texts of the users area (mirror of ../en/users.ts). */
import type { users as english } from '../en/users';
import type { Translated } from '../translated';

export const users: Translated<typeof english> = {
  settings: {
    title: 'Paramètres',
    tabs: {
      profile: 'Profil',
      changePassword: 'Changer le mot de passe',
      preferences: 'Autres paramètres',
      secondFactor: 'Second facteur',
    },
    update: 'Mettre à jour',
    profileSaved: 'Profil mis à jour avec succès',
    oldPassword: 'Ancien mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    passwordChanged: 'Mot de passe modifié avec succès',
    boxProfit: 'Marge des box',
    profitDialogTitle: 'Appliquer la marge des box',
    profitDialogText: 'Appliquer la nouvelle marge aux box existantes également, ou seulement aux nouvelles box ?',
    applyCurrent: 'Box existantes',
    applyNew: 'Nouvelles box uniquement',
    apply: 'Appliquer',
    cancel: 'Annuler',
    profitCurrent: 'Marge mise à jour pour les box existantes',
    profitNew: 'Marge mise à jour pour les nouvelles box',
    noTab: 'Vous n’avez accès à aucun onglet des paramètres.',
    readOnly: 'Vous pouvez consulter cet onglet mais pas le modifier.',
  },
  server: {
    oldPasswordWrong: 'L’ancien mot de passe est incorrect',
    adminEmailExists: 'Cette adresse e-mail existe déjà.',
    ownProfileOnly: 'Vous ne pouvez modifier que votre propre profil',
    passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
    activity: {
      adminProfile: 'Profil personnel mis à jour (%{email})',
      adminPassword: 'Mot de passe personnel modifié',
      boxProfit: 'Marge des box fixée à %{boxProfit}',
      currentBoxes: 'Marge %{boxProfit} appliquée à %{count} box existante(s)',
    },
  },
};
