/** Languages the product speaks (spec §9). French is the default. */
export const supportedLanguages = ['fr', 'en'] as const;

/** A supported language. */
export type Language = (typeof supportedLanguages)[number];

/** The storage key of the chosen language (spec §9). */
export const LANGUAGE_STORAGE_KEY = 'lng';

/** Whether a value names a supported language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * The language to start in (spec §1, issue 7): the stored `lng`, else the tenant's language, else French.
 * @param stored the value under `lng` in local storage
 * @param tenantLanguage the tenant's `language` setting, once known
 */
export function initialLanguage(stored: string | null, tenantLanguage?: string | null): Language {
  if (isLanguage(stored)) return stored;
  if (isLanguage(tenantLanguage)) return tenantLanguage;
  return 'fr';
}

/** Reads the stored language without failing where storage is unavailable (private modes, blocked cookies). */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The locale react-aria formats with (date fields, calendars, numbers). Decision D25 writes English dates day first
 * with 24-hour times (`D MMMM HH:mm`), which is British English, not the American default of `en`.
 */
export const ariaLocales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };
