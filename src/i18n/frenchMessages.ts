/**
 * French, loaded only when an admin picks Français (a chunk of its own): react-admin's own texts
 * (ra-language-french) under ours (./fr.ts).
 */
import frenchRa from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import { fr } from './fr';

export const frenchMessages: TranslationMessages = { ...frenchRa, ...fr } as TranslationMessages;
