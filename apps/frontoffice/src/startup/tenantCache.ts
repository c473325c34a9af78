import type { Tenant } from '@frontoffice/api-client';

/**
 * What start-up keeps of the last visit's tenant settings (issue 18 item 2): enough to paint the frame (theme,
 * favicon, title) and to start the right language's downloads while GET /tenant revalidates them. The settings
 * themselves are always the fresh answer: nothing else on screen waits on this copy, and a different answer replaces
 * the frame before the first page renders.
 */
export type CachedTenant = Pick<Tenant, 'theme' | 'favicon_url' | 'human_name' | 'language' | 'use_multi_language'>;

/** The storage key (local storage, beside `lng` and the tokens of spec §9). */
export const TENANT_CACHE_KEY = 'tenant_frame';

interface Stored {
  /** The API the settings came from (config.json's `apiBaseUrl`): another API's copy is not this tenant's. */
  api: string;
  tenant: CachedTenant;
}

/**
 * The last visit's settings of the tenant behind `apiBaseUrl`, or null (none, another API's, unreadable). Only the
 * name is checked: the theme and the language are read by functions that take any value (`applyTheme`'s default
 * theme, decision D24; `pickLanguage`), kept small for the /login budget.
 */
export function readCachedTenant(storage: Pick<Storage, 'getItem'> | undefined, apiBaseUrl: string): CachedTenant | null {
  try {
    const stored = JSON.parse(storage?.getItem(TENANT_CACHE_KEY) ?? 'null') as Partial<Stored> | null;
    return stored?.api === apiBaseUrl && typeof stored.tenant?.human_name === 'string' ? stored.tenant : null;
  } catch {
    return null;
  }
}

/** Keeps the frame's part of fresh tenant settings for the next visit; storage may be unavailable (private modes). */
export function writeCachedTenant(storage: Pick<Storage, 'setItem'> | undefined, apiBaseUrl: string, tenant: Tenant): void {
  const { theme, favicon_url, human_name, language, use_multi_language } = tenant;
  const stored: Stored = { api: apiBaseUrl, tenant: { theme, favicon_url, human_name, language, use_multi_language } };
  try {
    storage?.setItem(TENANT_CACHE_KEY, JSON.stringify(stored));
  } catch {
    // Full or refused: the next visit waits for GET /tenant, as a first one does.
  }
}
