/**
 * Languages (spec §9). Kept apart from the date rules so that formatting money or distances does not pull luxon into
 * a bundle.
 */

/** Languages of the product (spec §9); French is the default. */
export const LANGUAGES = ['fr', 'en'] as const;
/** A language. */
export type Language = (typeof LANGUAGES)[number];

/** The language of a locale tag (`en-CA` → `en`); French for anything else (spec §9 default). */
export function languageOf(locale: string | null | undefined): Language {
  return locale?.toLowerCase().split(/[-_]/)[0] === 'en' ? 'en' : 'fr';
}
