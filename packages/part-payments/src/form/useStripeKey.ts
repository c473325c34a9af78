import { stripeKeyQueryOptions, useApiClient, useTenant } from '@frontoffice/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Where the key is kept: one entry per tenant (spec §7 "cached locally", decision D34 "per tenant"). */
export function stripeKeyStorageKey(tenantId: number | string): string {
  return `stripe_key:${tenantId}`;
}

function read(name: string): string | undefined {
  try {
    return globalThis.localStorage?.getItem(name) ?? undefined;
  } catch {
    return undefined; // storage refused (private browsing): the key is fetched
  }
}

function write(name: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(name, value);
  } catch {
    // storage refused or full: the key stays in the query cache for this visit
  }
}

/**
 * The card provider's publishable key (`GET /stripe_key`, spec §7): from local storage when this tenant's key was
 * fetched before, else fetched once and kept there.
 */
export function useStripeKey() {
  const client = useApiClient();
  const storageKey = stripeKeyStorageKey(useTenant().id);
  const query = useQuery({ ...stripeKeyQueryOptions(client), initialData: () => read(storageKey) });
  useEffect(() => {
    if (query.data) write(storageKey, query.data);
  }, [query.data, storageKey]);
  return query;
}
