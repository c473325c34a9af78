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

const isText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** The last visit's settings of the tenant behind `apiBaseUrl`, or null (none, another API's, unreadable). */
export function readCachedTenant(storage: Pick<Storage, 'getItem'> | undefined, apiBaseUrl: string): CachedTenant | null {
  try {
    const stored = JSON.parse(storage?.getItem(TENANT_CACHE_KEY) ?? 'null') as Partial<Stored> | null;
    const tenant = stored?.tenant;
    if (stored?.api !== apiBaseUrl || typeof tenant !== 'object' || tenant === null) return null;
    const ok =
      typeof tenant.human_name === 'string' &&
      isText(tenant.theme) &&
      isText(tenant.favicon_url) &&
      isText(tenant.language) &&
      (tenant.use_multi_language === undefined || tenant.use_multi_language === null || typeof tenant.use_multi_language === 'boolean');
    return ok ? tenant : null;
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
