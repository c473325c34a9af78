import { ApiError } from '@frontoffice/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE, renderPage, requestsTo, server, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { PrivacyRequestPage } from './PrivacyRequestPage.tsx';

setupMswServer();

describe('PrivacyRequestPage', () => {
  it('spec §2, §7: asks POST /user/data_request, then shows the success message and disables the button', async () => {
    const page = await renderPage(<PrivacyRequestPage />, { signedInAs: 'driver@example.com' });
    expect(screen.getByText(/Vous avez le droit d'obtenir une copie des données personnelles/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Demander une copie de mes données' });
    await userEvent.setup().click(button);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Votre demande a été envoyée. Vous recevrez une copie de vos données par e-mail.',
    );
    expect(button.hasAttribute('disabled')).toBe(true);
    const sent = requestsTo(page.requests, 'POST', '/user/data_request');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(page.notifier.error).not.toHaveBeenCalled();
  });

  it('spec §8: a 500 goes to the generic error handler and no success message shows (English)', async () => {
    const page = await renderPage(<PrivacyRequestPage />, { lang: 'en', signedInAs: 'driver@example.com' });
    server.use(http.post(`${API_BASE}/user/data_request`, () => HttpResponse.json({ errors: [{ code: 'oops' }] }, { status: 500 })));
    const button = screen.getByRole('button', { name: 'Request a copy of my data' });
    await userEvent.setup().click(button);
    await waitFor(() => expect(page.notifier.error).toHaveBeenCalledTimes(1));
    const error = page.notifier.error.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect(screen.queryByRole('status')).toBeNull();
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});
