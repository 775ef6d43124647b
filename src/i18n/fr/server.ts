/** French versions of the server's messages (mirror of ../en/server.ts). */
import type { server as english } from '../en/server';
import type { Translated } from '../translated';

export const server: Translated<typeof english> = {
  ok: 'Succès',
  login: {
    success: 'Connexion réussie',
    invalidCredentials: 'E-mail ou mot de passe incorrect',
    blocked: 'Votre compte est bloqué. Veuillez contacter un super administrateur.',
    tooManyFailures: 'Trop de tentatives de connexion échouées. Veuillez patienter %{minutes} minute(s) puis réessayer.',
  },
  logout: {
    success: 'Déconnexion effectuée',
  },
  auth: {
    tokenValid: 'Le jeton est valide',
    tokenMissing: 'Veuillez vous connecter pour continuer',
    tokenInvalid: 'Votre session n’est pas valide. Veuillez vous reconnecter.',
    tokenExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    accountBlocked: 'Votre compte est bloqué. Veuillez contacter un super administrateur.',
    accountGone: 'Votre compte n’existe plus',
    forbidden: 'Vous n’avez pas l’autorisation d’accéder à cette page',
  },
  admin: {
    details: 'Détails de l’administrateur',
  },
  lists: {
    brand: 'Liste des marques',
    partner: 'Liste des partenaires',
    category: 'Liste des catégories',
    rarity: 'Liste des raretés',
  },
  activity: {
    login: '%{name} (%{email}) s’est connecté',
    failedLogin: 'Échec de connexion pour %{email} depuis %{ip}',
    logout: '%{name} (%{email}) s’est déconnecté',
  },
  error: {
    notFound: 'Route %{method} %{url} introuvable',
    badRequest: 'La requête n’est pas valide',
    emptyBody: 'Le corps de la requête est vide',
    invalidJson: 'Le corps de la requête n’est pas un JSON valide',
    tooLarge: 'La requête est trop volumineuse',
    unsupportedMediaType: 'Ce type de contenu n’est pas pris en charge',
    tooManyRequests: 'Trop de requêtes. Veuillez patienter %{seconds} seconde(s) puis réessayer.',
    internal: 'Une erreur s’est produite sur le serveur. Veuillez réessayer plus tard.',
    conflict: 'Cet enregistrement a été modifié par quelqu’un d’autre au même moment. Rechargez et réessayez.',
    numberOutOfRange: 'Un nombre est trop grand',
    invalidCharacter: 'La requête contient un caractère qui ne peut pas être enregistré',
    notFoundAny: 'Route %{method} introuvable',
    badUrl: 'L’adresse de la requête n’est pas valide',
    urlTooLong: 'Une partie de l’adresse de la requête est trop longue',
    multipartNoBoundary: 'Le formulaire multipart n’a pas de délimiteur (boundary) dans son en-tête Content-Type',
    multipartIncomplete: 'Le formulaire multipart est incomplet : son délimiteur de fin manque',
  },
  idempotency: {
    invalidKey: 'Doit contenir de 16 à 200 lettres, chiffres, « - » ou « _ »',
    otherRequest: 'Cette clé a déjà servi pour une autre requête',
    inProgress: 'La même requête est encore en cours de traitement. Veuillez réessayer dans un instant.',
  },
  validation: {
    invalid: 'La valeur n’est pas valide',
    expectedText: 'Doit être du texte',
    expectedNumber: 'Doit être un nombre',
    expectedBoolean: 'Doit être vrai ou faux',
    expectedList: 'Doit être une liste',
    expectedObject: 'Doit être un objet',
    tooShort: 'Doit contenir au moins %{minimum} caractères',
    tooLong: 'Doit contenir au plus %{maximum} caractères',
    tooFewItems: 'Doit contenir au moins %{minimum} élément(s)',
    tooManyItems: 'Doit contenir au plus %{maximum} élément(s)',
    tooSmall: 'Doit être supérieur ou égal à %{minimum}',
    tooBig: 'Doit être inférieur ou égal à %{maximum}',
    notAllowed: 'Doit être l’une des valeurs : %{values}',
    unknownField: 'Champ inconnu',
    nulCharacter: 'Ne doit pas contenir le caractère NUL',
  },
};
