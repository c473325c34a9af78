import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE, findNavigatedPath, jsonBody, renderPage, requestsTo, server, setupMswServer, type RecordedRequest } from '@frontoffice/test-utils/renderPage';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

setupMswServer();

const submitButton = (name = 'Réinitialiser le mot de passe') => screen.getByRole('button', { name });

describe('ForgotPasswordPage', () => {
  it('spec §5: the reset button is enabled only once the e-mail is changed and valid', async () => {
    await renderPage(<ForgotPasswordPage />);
    const user = userEvent.setup();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    const field = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await user.type(field, 'driver@example');
    await user.tab();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText("Le format n'est pas valide.")).toBeTruthy();
    await user.type(field, '.com');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('spec §5, §7, D28: sends the e-mail lower-cased with the frontoffice context, then shows the e-mail helper under the field', async () => {
    const page = await renderPage(<ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'Driver@Example.COM');
    await user.click(submitButton());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Si un compte existe pour cette adresse, vous recevrez un e-mail pour choisir un nouveau mot de passe.',
    );
    const [request] = requestsTo(page.requests, 'POST', '/reset_password');
    expect(await jsonBody(request as RecordedRequest)).toEqual({ email: 'driver@example.com', context: 'frontoffice' });
    expect(page.api.state.outbox.at(-1)?.to).toBe('driver@example.com');
    expect(page.notifier.notify).not.toHaveBeenCalled();
  });

  it('spec §5: the button is disabled while the request is being sent', async () => {
    await renderPage(<ForgotPasswordPage />);
    server.use(
      http.post(`${API_BASE}/reset_password`, async () => {
        await delay(150);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'driver@example.com');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBe('true'));
    await screen.findByRole('status');
    expect(submitButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('spec §8: a failure shows the login-error message as a danger notification, not the helper', async () => {
    const page = await renderPage(<ForgotPasswordPage />);
    server.use(http.post(`${API_BASE}/reset_password`, () => HttpResponse.json({ errors: [{ code: 'boom' }] }, { status: 500 })));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'driver@example.com');
    await user.click(submitButton());
    await waitFor(() =>
      expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Accès refusé, veuillez vérifier vos identifiants', tone: 'danger' }),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(page.notifier.error).not.toHaveBeenCalled();
  });

  it('spec §8 (English): the failure notification reads "Access denied, please check your credentials"', async () => {
    const page = await renderPage(<ForgotPasswordPage />, { lang: 'en' });
    server.use(http.post(`${API_BASE}/reset_password`, () => HttpResponse.json({ errors: [{ code: 'boom' }] }, { status: 500 })));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'driver@example.com');
    await user.click(submitButton('Reset my password'));
    await waitFor(() =>
      expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Access denied, please check your credentials', tone: 'danger' }),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('spec §2: links back to login', async () => {
    await renderPage(<ForgotPasswordPage />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Retour à la connexion' }));
    expect(await findNavigatedPath()).toBe('/login');
  });
});
