import type { Tenant } from '@frontoffice/api-client';
import { usesFeature } from '@frontoffice/domain';
import { initialLanguage, isLanguage, supportedLanguages, type Language } from './language.ts';

/**
 * The languages a tenant offers (spec §1): French and English with multi-language on, else only its own language
 * (French when it names none the product speaks).
 */
export function availableLanguages(tenant: Pick<Tenant, 'language' | 'use_multi_language'>): readonly Language[] {
  if (usesFeature(tenant, 'multi-language')) return supportedLanguages;
  return [isLanguage(tenant.language) ? tenant.language : 'fr'];
}

/**
 * The language to show once the tenant is known (issue 7): the stored `lng` when the tenant offers it, else the
 * tenant's language, else French.
 */
export function pickLanguage(stored: string | null, tenant: Pick<Tenant, 'language' | 'use_multi_language'>): Language {
  const available = availableLanguages(tenant);
  const chosen = initialLanguage(stored, tenant.language);
  return available.includes(chosen) ? chosen : (available[0] ?? 'fr');
}
