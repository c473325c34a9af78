import { userKeys } from '@frontoffice/api-client';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { VALIDATION_POLL_INTERVAL_MS, WaitingForValidationPage } from './WaitingForValidationPage.tsx';

setupMswServer();

function userRecord(api: { state: { users: Map<number, { email: string; validated: boolean; canAccessBackoffice: boolean }> } }, email: string) {
  const record = [...api.state.users.values()].find((u) => u.email === email);
  if (!record) throw new Error(`no demo account ${email}`);
  return record;
}

describe('WaitingForValidationPage', () => {
  it('spec §2, §9: the agent-review message (up to 72 hours) and the contact content', async () => {
    await renderPage(<WaitingForValidationPage onValidated={vi.fn()} />, { signedInAs: 'waiting@example.com' });
    expect(screen.getByRole('heading', { level: 1, name: 'Compte en cours de validation' })).toBeTruthy();
    expect(screen.getByText(/La validation de votre compte peut prendre jusqu'à 72 heures\./)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nous joindre' })).toBeTruthy();
  });

  it('spec §2: polls GET /user and calls onValidated once the step is driver_ok', async () => {
    const onValidated = vi.fn();
    const page = await renderPage(<WaitingForValidationPage onValidated={onValidated} pollIntervalMs={40} />, {
      signedInAs: 'waiting@example.com',
    });
    await waitFor(() => expect(requestsTo(page.requests, 'GET', '/user').length).toBeGreaterThanOrEqual(2));
    expect(onValidated).not.toHaveBeenCalled();
    userRecord(page.api, 'waiting@example.com').validated = true;
    await waitFor(() => expect(onValidated).toHaveBeenCalledTimes(1));
    expect(onValidated.mock.calls[0]?.[0]).toMatchObject({ email: 'waiting@example.com', workflow_next_step: 'driver_ok' });
    const polls = requestsTo(page.requests, 'GET', '/user').length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(onValidated).toHaveBeenCalledTimes(1);
    expect(requestsTo(page.requests, 'GET', '/user').length).toBeGreaterThan(polls);
  });

  it('spec §2: the account is asked for every 10 seconds by default', async () => {
    const page = await renderPage(<WaitingForValidationPage onValidated={vi.fn()} />, { signedInAs: 'waiting@example.com' });
    expect(VALIDATION_POLL_INTERVAL_MS).toBe(10_000);
    const query = page.queryClient.getQueryCache().find({ queryKey: userKeys.current() });
    await waitFor(() => expect(query?.observers[0]?.options.refetchInterval).toBe(10_000));
  });

  it('spec §2, §6: a back-office link for an account allowed into it, when the tenant has a back office', async () => {
    await renderPage(<WaitingForValidationPage onValidated={vi.fn()} />, {
      signedInAs: 'waiting@example.com',
      prepare: ({ api }) => {
        userRecord(api, 'waiting@example.com').canAccessBackoffice = true;
      },
    });
    const link = await screen.findByRole('link', { name: 'Accéder au back-office' });
    expect(link.getAttribute('href')).toBe('https://backoffice.demo-mobility.example/');
  });

  it('spec §2: no back-office link for an account without the right, nor for a tenant without a back office (English)', async () => {
    const first = await renderPage(<WaitingForValidationPage onValidated={vi.fn()} />, { lang: 'en', signedInAs: 'waiting@example.com' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact us' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to the back office' })).toBeNull();
    first.unmount();
    await renderPage(<WaitingForValidationPage onValidated={vi.fn()} />, {
      lang: 'en',
      signedInAs: 'waiting@example.com',
      tenantOverrides: { backoffice_url: null },
      prepare: ({ api }) => {
        userRecord(api, 'waiting@example.com').canAccessBackoffice = true;
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact us' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to the back office' })).toBeNull();
  });
});
