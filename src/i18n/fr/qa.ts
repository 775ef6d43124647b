/** Mode QA (npm run dev:fake / build:fake) : le panneau QA et les textes de la boutique factice. */
import type { qa as english } from '../en/qa';
import type { Translated } from '../translated';

export const qa: Translated<typeof english> = {
  open: 'QA',
  title: 'Mode QA : aucun serveur, une boutique factice dans cet onglet',
  close: 'Fermer',
  scenario: 'Boutique',
  scenarios: {
    demo: 'Données de démonstration (comme le serveur les crée)',
    empty: 'Boutique vide (seulement l’équipe de démonstration)',
    large: 'Grande boutique (%{users} utilisateurs)',
    file: 'Depuis un fichier JSON',
  },
  chooseFile: 'Choisir un fichier JSON…',
  fileLoaded: 'Chargé : %{name}',
  badFile: 'Ce fichier n’est pas une boutique : %{reason}',
  fileTooLarge: 'Ce fichier est trop volumineux pour le navigateur (%{size} Mo) ; utilisez une boutique plus petite.',
  restart: 'Redémarrer la boutique',
  restartHint: 'Redémarre la boutique choisie : toutes les modifications faites dans cet onglet sont perdues.',
  save: 'Enregistrer cette boutique en JSON',
  knobs: 'Appels lents ou en échec',
  knobsHint: 'S’applique tout de suite aux prochains appels de cet onglet.',
  call: 'Appel',
  everyCall: 'Tous les appels',
  failure: 'Réponse',
  noFailure: 'Sa réponse',
  failWith: 'HTTP %{status}',
  delay: 'Délai (ms)',
  addKnob: 'Ajouter',
  removeKnob: 'Supprimer la règle de %{call}',
  noKnobs: 'Chaque appel répond immédiatement.',
  starting: 'Préparation de la boutique…',
  fileNotLoaded: 'La boutique enregistrée n’a pas pu être chargée (%{reason}) ; la boutique de démonstration a démarré à la place.',
};
