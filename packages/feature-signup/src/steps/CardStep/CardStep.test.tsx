import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { SignupPage } from '../../pages/SignupPage.tsx';
import { accountAtStep } from '../../../test/accountAtStep.ts';

setupMswServer();

const page = () => <SignupPage onAccountCreated={vi.fn()} onRegistrationComplete={vi.fn()} pendingValidation={<p>pending</p>} />;

/** new@example.com at cityshare's card step (its last one). */
const atCardStep = (tenantOverrides = {}) =>
  renderPage(page(), {
    tenant: 'cityshare',
    tenantOverrides,
    signedInAs: 'new@example.com',
    prepare: ({ api }) => accountAtStep(api, 'new@example.com', 'credit_card'),
  });

describe('CardStep (spec §2 creditCard, decision D15)', () => {
  it('D15: with the card optional, "later" is offered; it moves past the step without a card (POST /user/card_step/postpone, the account reloaded)', async () => {
    const rendered = await atCardStep({ use_required_payment_card: false });
    expect(await screen.findByRole('heading', { level: 2, name: 'Carte de paiement' })).toBeTruthy();
    const later = await screen.findByRole('button', { name: 'Plus tard' });
    const reloadsBefore = requestsTo(rendered.requests, 'GET', '/user').length;
    await userEvent.setup().click(later);
    // cityshare's card step is its last: the account now waits for validation.
    expect(await screen.findByText('pending')).toBeTruthy();
    expect(requestsTo(rendered.requests, 'POST', '/user/card_step/postpone')).toHaveLength(1);
    expect(requestsTo(rendered.requests, 'POST', '/user/stripe_cards')).toHaveLength(0);
    expect(requestsTo(rendered.requests, 'GET', '/user').length).toBeGreaterThan(reloadsBefore);
    const driver = [...rendered.api.state.users.values()].find((account) => account.email === 'new@example.com');
    expect(driver?.cards).toEqual([]);
  });

  it('D15: with the card required (cityshare as it is), no "later": the card form alone', async () => {
    await atCardStep();
    expect(await screen.findByRole('heading', { level: 2, name: 'Carte de paiement' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Enregistrer la carte' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Plus tard' })).toBeNull();
  });

  it('D15: a failed "later" shows the generic message and stays on the step', async () => {
    const rendered = await atCardStep({ use_required_payment_card: false });
    rendered.api.state.faults.push({ id: 1, operation: 'postponeCardStep', mode: 'error', status: 503, code: 'MAINTENANCE', remaining: 1, timeout_ms: 0, after_percent: 60, scope: null, remove: [], set: {} });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Plus tard' }));
    await waitFor(() => expect(rendered.notifier.error).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { level: 2, name: 'Carte de paiement' })).toBeTruthy();
  });
});
