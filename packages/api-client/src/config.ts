import type { components } from './generated/schema.ts';

/** A language the interface and the API speak (spec §9). */
export type Language = components['schemas']['Language'];

/**
 * What the app reads from its runtime configuration (config.json) and hands to {@link createApiClient}.
 */
export interface ApiClientConfig {
  /** Base of every path of the contract, absolute or relative to the page (spec §9 default `/api`). */
  apiBaseUrl: string;
  /** The OAuth client the front office is registered as (spec §7, `POST /oauth2/token`). */
  oauth: { clientId: string; clientSecret: string };
  /** Whether member sessions are renewed with the refresh token on a 401 (spec §7: on unless disabled). */
  useRefreshTokens: boolean;
  /**
   * Per-request timeout; an answer slower than this fails with the `timeout` error code.
   * @default 15000
   */
  timeoutMs?: number;
  /** The current interface language, sent as `Accept-Language` on every call (spec §7). */
  getLanguage(): Language;
  /**
   * Called once when a member session ends because a 401 could not be refreshed (spec §4, §8: back to login).
   * Tokens and the query cache are already cleared when it runs.
   */
  onSignedOut?(): void;
  /**
   * Receives what went wrong that the driver is not shown in detail (spec §8 "reported"): an answer that broke the
   * contract (the driver sees the internal-error message) or one repaired under decision D32 (an unknown enum value
   * or tenant setting left out).
   */
  report?(error: Error): void;
}

/** Default of {@link ApiClientConfig.timeoutMs}. */
export const DEFAULT_TIMEOUT_MS = 15_000;
