import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { getCurrentTermsVersion, getTenant, listCustomContents } from '../operations/tenant.ts';
import type { Language } from '../types.ts';

/** Query keys of tenant-wide data. Language-dependent answers carry the language in their key. */
export const tenantKeys = {
  all: ['tenant'] as const,
  settings: () => [...tenantKeys.all, 'settings'] as const,
  registrationFlows: () => [...tenantKeys.all, 'registration-flows'] as const,
  additionalDocuments: (language: Language) => [...tenantKeys.all, 'additional-documents', language] as const,
  rentalLabels: () => [...tenantKeys.all, 'rental-labels'] as const,
  categories: () => [...tenantKeys.all, 'categories'] as const,
  customContents: (type: string, language: Language) => [...tenantKeys.all, 'custom-contents', type, language] as const,
  currentTerms: (language: Language) => [...tenantKeys.all, 'terms', 'current', language] as const,
  stripeKey: () => [...tenantKeys.all, 'stripe-key'] as const,
};

/** Tenant settings (`GET /tenant`), kept for the session: they only change with a new deployment. */
export const tenantQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: tenantKeys.settings(), queryFn: ({ signal }) => getTenant(client, { signal }), staleTime: Infinity });

/** `GET /custom_contents?type=` in the current language. */
export const customContentsQueryOptions = (client: ApiClient, type: string, language: Language) =>
  queryOptions({
    queryKey: tenantKeys.customContents(type, language),
    queryFn: ({ signal }) => listCustomContents(client, type, { signal }),
    staleTime: 5 * 60_000,
  });

/** The terms in force (`GET /terms_and_conditions_versions?current=true`); null when there are none. */
export const currentTermsQueryOptions = (client: ApiClient, language: Language) =>
  queryOptions({
    queryKey: tenantKeys.currentTerms(language),
    queryFn: async ({ signal }) => (await getCurrentTermsVersion(client, { signal })) ?? null,
    staleTime: 5 * 60_000,
  });
