import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isRetryableError } from '../errors.ts';

/** Retries of a failed GET before the error shows. */
export const MAX_GET_RETRIES = 3;

/**
 * Exponential backoff between GET retries: 1 s, 2 s, 4 s… capped at 30 s.
 * @param attempt the retry number, from 0
 * @param baseMs the first delay @default 1000
 */
export function retryBackoff(attempt: number, baseMs = 1000): number {
  return Math.min(baseMs * 2 ** attempt, 30_000);
}

/** Options of {@link createQueryClient}. */
export interface CreateQueryClientOptions {
  /**
   * First retry delay; tests shorten it.
   * @default 1000
   */
  retryBaseDelayMs?: number;
  /** Extra defaults merged over these. */
  config?: QueryClientConfig;
}

/**
 * The app's QueryClient with the client's retry rule: queries retry with backoff only when a GET failed on the
 * network or with a 5xx (searches are POSTs and never retry); mutations never retry.
 */
export function createQueryClient(options: CreateQueryClientOptions = {}): QueryClient {
  const base = options.retryBaseDelayMs ?? 1000;
  const config = options.config ?? {};
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        retry: (failureCount, error) => failureCount < MAX_GET_RETRIES && isRetryableError(error),
        retryDelay: (attempt) => retryBackoff(attempt, base),
        ...config.defaultOptions?.queries,
      },
      mutations: {
        retry: false,
        ...config.defaultOptions?.mutations,
      },
    },
  });
}
