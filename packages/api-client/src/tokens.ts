/** localStorage keys of the session (spec §9 names the first two). */
export const TOKEN_STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  tokenType: 'token_type',
} as const;

/** A guest token comes from client credentials; a member token from a log-in (spec §4). */
export type TokenType = 'guest' | 'member';

/** The stored session. */
export interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
  tokenType: TokenType;
}

/**
 * Reads the stored session; a token without a known type counts as a guest's, so that a stale value never
 * signs someone in.
 * @param storage localStorage, or a substitute in tests
 */
export function readTokens(storage: Storage): StoredTokens | null {
  const accessToken = storage.getItem(TOKEN_STORAGE_KEYS.accessToken);
  if (!accessToken) return null;
  const type = storage.getItem(TOKEN_STORAGE_KEYS.tokenType);
  return {
    accessToken,
    refreshToken: storage.getItem(TOKEN_STORAGE_KEYS.refreshToken),
    tokenType: type === 'member' ? 'member' : 'guest',
  };
}

/**
 * Stores a session, replacing the previous one.
 * @param storage localStorage, or a substitute in tests
 * @param tokens the new session
 */
export function writeTokens(storage: Storage, tokens: StoredTokens): void {
  storage.setItem(TOKEN_STORAGE_KEYS.accessToken, tokens.accessToken);
  storage.setItem(TOKEN_STORAGE_KEYS.tokenType, tokens.tokenType);
  if (tokens.refreshToken) storage.setItem(TOKEN_STORAGE_KEYS.refreshToken, tokens.refreshToken);
  else storage.removeItem(TOKEN_STORAGE_KEYS.refreshToken);
}

/**
 * Forgets the session.
 * @param storage localStorage, or a substitute in tests
 */
export function clearTokens(storage: Storage): void {
  storage.removeItem(TOKEN_STORAGE_KEYS.accessToken);
  storage.removeItem(TOKEN_STORAGE_KEYS.refreshToken);
  storage.removeItem(TOKEN_STORAGE_KEYS.tokenType);
}
