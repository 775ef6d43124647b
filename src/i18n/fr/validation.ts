/** French validation messages (mirror of ../en/validation.ts). */
import type { validation as english } from '../en/validation';
import type { Translated } from '../translated';

export const validation: Translated<typeof english> = {
  required: 'Ce champ est obligatoire',
  emailInvalid: 'L’adresse e-mail n’est pas valide',
  nameTooShort: 'Le nom doit contenir plus de 2 caractères',
  nameTooLong: 'Le nom doit contenir moins de 16 caractères',
  nameLeadingSpace: 'Le nom ne doit pas commencer par une espace',
  emailExists: 'Cette adresse e-mail existe déjà.',
  phoneInvalid: 'Le numéro de téléphone n’est pas valide',
  phoneLength: 'Le numéro de téléphone doit contenir exactement 8 chiffres',
  phoneExists: 'Ce numéro de téléphone existe déjà.',
  usernameLength: 'Le nom d’utilisateur doit contenir de 6 à 20 caractères',
  usernameTooLong: 'Le nom d’utilisateur est trop long',
  usernameLeadingSpace: 'Le nom d’utilisateur ne doit pas commencer par une espace',
  usernameExists: 'Ce nom d’utilisateur existe déjà.',
  passwordTooShort: 'Le mot de passe doit contenir plus de 8 caractères',
  passwordMismatch: 'La confirmation ne correspond pas au mot de passe',
  generatePasswordFirst: 'Veuillez d’abord générer un mot de passe.',
  passwordCommon: 'Ce mot de passe est trop courant ou public : choisissez-en un autre',
  passwordSameAsCurrent: 'Le nouveau mot de passe doit être différent de l’actuel',
  boxProfitStep: 'La marge de la box peut avoir au plus 2 décimales',
  boxProfitMax: 'La marge de la box peut être au plus de 1000',
  imageSize: 'L’image doit peser moins de 1 Mo',
  imageDimension: 'L’image ne doit pas dépasser 1000 x 800 pixels',
  imageType: 'Seules les images PNG, GIF et JPEG sont acceptées',
  imageReference: 'Doit être une adresse d’image (/uploads/..., http(s)://... ou une image data:)',
  declineMessageRequired: 'Veuillez saisir un message',
  passwordTooLong: 'Le mot de passe doit comporter au plus 128 caractères',
};
