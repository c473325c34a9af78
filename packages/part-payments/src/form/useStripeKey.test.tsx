// Who may read the card provider's key (spec §6: the card key fetch is a member's; §7 GET /stripe_key).
import { stripeKeyQueryOptions } from '@frontoffice/api-client';
import { renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddCardForm } from './AddCardForm.tsx';

setupMswServer();

describe('useStripeKey (spec §6, §7 GET /stripe_key, decision D34)', () => {
  it('spec §6, §7: a guest never sends GET /stripe_key, even with a card form drawn', async () => {
    const page = await renderPage(<AddCardForm onAdded={vi.fn()} onCancel={vi.fn()} />);
    expect(page.client.getSessionKind()).toBe('guest');
    // The form has read the key once its query has an observer: an enabled query starts fetching right then.
    const key = stripeKeyQueryOptions(page.client).queryKey;
    const query = () => page.queryClient.getQueryCache().find({ queryKey: key });
    await waitFor(() => expect(query()?.getObserversCount()).toBeGreaterThan(0), { timeout: 15_000 });
    expect(query()?.state.fetchStatus).toBe('idle');
    // Time for a fetch and its retries (a guest token first, then the call) to reach the API.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(requestsTo(page.requests, 'GET', '/stripe_key')).toHaveLength(0);
  });

  it('spec §6, §7: a member sends it once, and the demo form shows', async () => {
    const page = await renderPage(<AddCardForm onAdded={vi.fn()} onCancel={vi.fn()} />, { signedInAs: 'driver@example.com' });
    expect(await screen.findByRole('button', { name: 'Enregistrer la carte' }, { timeout: 15_000 })).toBeTruthy();
    expect(requestsTo(page.requests, 'GET', '/stripe_key')).toHaveLength(1);
  });
});
