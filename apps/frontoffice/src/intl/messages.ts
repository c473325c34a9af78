import type { MessageFormatElement } from 'react-intl';
import type { Language } from './language.ts';

/** A catalogue of messages precompiled to the ICU AST, by id (see messagesPlugin.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

// One chunk per language, so that a French visitor never downloads the English catalogue.
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  fr: () => import('virtual:frontoffice-messages/fr'),
  en: () => import('virtual:frontoffice-messages/en'),
};

/** Loads the catalogue of one language. */
export async function loadMessages(language: Language): Promise<Messages> {
  return (await loaders[language]()).default;
}
