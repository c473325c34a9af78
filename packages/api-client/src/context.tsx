import { type ReactNode, createContext, use } from 'react';
import type { ApiClient } from './client.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Props of {@link ApiClientProvider}. */
export interface ApiClientProviderProps {
  /** The app's single client, from createApiClient. */
  client: ApiClient;
  children?: ReactNode;
}

/** Makes the API client available to feature components through {@link useApiClient}. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/**
 * The API client of the nearest {@link ApiClientProvider}.
 * @throws when no provider is above: a wiring mistake, not a runtime condition
 */
export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it.');
  return client;
}
