// Shared test wiring: one msw server (listening around each file: hooks.ts), a client per test on the page's origin
// (happy-dom needs a same-origin base URL for msw, see shared/toolchain.md) and fresh storage.
import { setupServer } from 'msw/node';
import { type ApiClientConfig, type ApiClientEnvironment, createApiClient } from '../src/index.ts';

export const API = 'http://localhost:3000/api';
export const server = setupServer();

/** Builds a client like the app does from config.json. */
export function makeClient(overrides: Partial<ApiClientConfig> = {}, environment: ApiClientEnvironment = {}) {
  const config: ApiClientConfig = {
    apiBaseUrl: '/api',
    oauth: { clientId: 'front-id', clientSecret: 'front-secret' },
    useRefreshTokens: true,
    getLanguage: () => 'fr',
    ...overrides,
  };
  return createApiClient(config, environment);
}

/** Stores a session as a previous visit would have. */
export function storeSession(kind: 'guest' | 'member', accessToken: string, refreshToken: string | null = null) {
  localStorage.setItem('access_token', accessToken);
  localStorage.setItem('token_type', kind);
  if (refreshToken) localStorage.setItem('refresh_token', refreshToken);
}
