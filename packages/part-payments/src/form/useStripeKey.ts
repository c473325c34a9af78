import { stripeKeyQueryOptions, useApiClient, useSessionKind, useTenant } from '@frontoffice/api-client';
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
 * fetched before, else fetched once and kept there. Only a member fetches it (spec §6: the card key fetch is a
 * member's); a guest's query waits, as no card can be added without an account.
 */
export function useStripeKey() {
  const client = useApiClient();
  const storageKey = stripeKeyStorageKey(useTenant().id);
  // spec §6: a guest never sends GET /stripe_key (the operator refuses it with a 401, which would end the session).
  const member = useSessionKind() === 'member';
  const query = useQuery({ ...stripeKeyQueryOptions(client), initialData: () => read(storageKey), enabled: member });
  useEffect(() => {
    if (query.data) write(storageKey, query.data);
  }, [query.data, storageKey]);
  return query;
}
