import { createApiClient } from '@frontoffice/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './sessionStore.ts';

function client() {
  return createApiClient(
    {
      apiBaseUrl: 'http://localhost:3000/api',
      oauth: { clientId: 'frontoffice', clientSecret: 'frontoffice-secret' },
      useRefreshTokens: true,
      getLanguage: () => 'fr',
    },
    { storage: window.localStorage, locks: null },
  );
}

describe('session store (spec §4: a stored member token means signed in)', () => {
  it('reads guest without a member token, member with one, and tells subscribers of changes only', () => {
    window.localStorage.clear();
    const store = createSessionStore(client());
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toBe('guest');
    store.refresh();
    expect(listener).not.toHaveBeenCalled();
    window.localStorage.setItem('access_token', 'abc');
    window.localStorage.setItem('token_type', 'member');
    store.refresh();
    expect(store.getSnapshot()).toBe('member');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
