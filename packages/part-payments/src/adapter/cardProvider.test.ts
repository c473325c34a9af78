import { createApiClient, listStripeCards } from '@frontoffice/api-client';
import { createDemoHandlers } from '@frontoffice/demo-api';
import { API_BASE, server, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { describe, expect, it } from 'vitest';
import { addCardThrough, type CardProvider, type UnconfirmedRecord } from './cardProvider.ts';

setupMswServer();

/** A demo API, a driver of it signed in, and a provider that confirms every setup intent (counting them). */
async function setUp() {
  const demo = createDemoHandlers({ baseUrl: API_BASE, tenant: 'demo' });
  server.use(...demo.handlers);
  const client = createApiClient({ apiBaseUrl: API_BASE, oauth: { clientId: 'frontoffice', clientSecret: 'frontoffice-secret' }, useRefreshTokens: true, getLanguage: () => 'fr' });
  const tokens = await client.requestGrant({ grant_type: 'password', username: 'driver@example.com', password: 'demo-password' });
  client.storeSession(tokens, 'member');
  let confirmations = 0;
  const provider: CardProvider = {
    confirm: async () => {
      confirmations += 1;
      return { ok: true, paymentMethodId: `pm_demo_visa_4242_12_2031_n${confirmations}` };
    },
  };
  const fault = (mode: 'lost' | 'cut' | 'error') => demo.api.state.faults.push({ id: 1, operation: 'createStripeCard', mode, status: 500, code: 'INTERNAL_ERROR', remaining: 1, timeout_ms: 0, after_percent: 100, scope: null, remove: [], set: {} });
  return { client, provider, fault, confirmations: () => confirmations };
}

describe('issue 19: a retry offered after a lost answer never adds the card twice', () => {
  it('the recording was done but its answer lost: the retry sends the same setup intent and finds the card there', async () => {
    const { client, provider, fault, confirmations } = await setUp();
    const before = (await listStripeCards(client)).length;
    const unconfirmed: UnconfirmedRecord = { current: null };
    fault('lost');
    await expect(addCardThrough(client, provider, unconfirmed)).rejects.toMatchObject({ code: 'network' });
    expect(unconfirmed.current).not.toBeNull();
    await expect(addCardThrough(client, provider, unconfirmed)).resolves.toBeNull();
    expect(confirmations()).toBe(1);
    expect(unconfirmed.current).toBeNull();
    expect(await listStripeCards(client)).toHaveLength(before + 1);
  });

  it('the recording never arrived (cut, 5xx): the retry records the same card once', async () => {
    const { client, provider, fault, confirmations } = await setUp();
    const before = (await listStripeCards(client)).length;
    const unconfirmed: UnconfirmedRecord = { current: null };
    fault('error');
    await expect(addCardThrough(client, provider, unconfirmed)).rejects.toMatchObject({ code: 'internal', status: 500 });
    const card = await addCardThrough(client, provider, unconfirmed);
    expect(card?.last4).toBe('4242');
    expect(confirmations()).toBe(1);
    expect(await listStripeCards(client)).toHaveLength(before + 1);
    // The next card is a new one: a new setup intent and confirmation.
    await addCardThrough(client, provider, unconfirmed);
    expect(confirmations()).toBe(2);
    expect(await listStripeCards(client)).toHaveLength(before + 2);
  });
});
