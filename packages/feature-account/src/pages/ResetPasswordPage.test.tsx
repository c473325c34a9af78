import { ApiError, requestPasswordReset, signInWithPassword } from '@frontoffice/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findNavigatedPath, jsonBody, renderPage, requestsTo, setupMswServer, type RecordedRequest } from '@frontoffice/test-utils/renderPage';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

setupMswServer();

async function typePasswords(password: string, confirmation: string, labels = ['Nouveau mot de passe', 'Confirmation du mot de passe']) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(labels[0] as string), password);
  await user.type(screen.getByLabelText(labels[1] as string), confirmation);
  return user;
}

describe('ResetPasswordPage', () => {
  it('spec §2, §8: without a token it shows the missing-token message and a way to ask for a new link', async () => {
    await renderPage(<ResetPasswordPage />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Ce lien de réinitialisation est incomplet : le jeton est manquant. Demandez un nouveau lien.',
    );
    expect(screen.queryByLabelText('Nouveau mot de passe')).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Demander un nouveau lien' }));
    expect(await findNavigatedPath()).toBe('/forgot-password');
  });

  it('spec §2 (English): an empty token shows the missing-token message', async () => {
    await renderPage(<ResetPasswordPage token="  " />, { lang: 'en' });
    expect(screen.getByRole('alert').textContent).toBe('This reset link is incomplete: the token is missing. Ask for a new link.');
  });

  it('spec §5, D13: a confirmation that differs shows "not identical" and sends nothing', async () => {
    const page = await renderPage(<ResetPasswordPage token="abc" />);
    const user = await typePasswords('new-password-1', 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(screen.getByText('Les deux mots de passe ne sont pas identiques.')).toBeTruthy();
    expect(requestsTo(page.requests, 'POST', '/reset_password/confirm')).toHaveLength(0);
  });

  it('spec §9: a password under 8 characters is refused before sending', async () => {
    const page = await renderPage(<ResetPasswordPage token="abc" />);
    const user = await typePasswords('short', 'short');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeTruthy();
    expect(requestsTo(page.requests, 'POST', '/reset_password/confirm')).toHaveLength(0);
  });

  it('spec §2, §7: with the token of the reset e-mail, sets the password, then shows the checkmark and a login link', async () => {
    let token = '';
    const page = await renderPage(() => <ResetPasswordPage token={token} />, {
      async prepare({ api, client }) {
        await requestPasswordReset(client, 'driver@example.com');
        token = api.state.outbox.at(-1)?.code ?? '';
      },
    });
    expect(token).not.toBe('');
    const user = await typePasswords('brand-new-secret', 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
    );
    expect(page.container.querySelector('svg circle')).not.toBeNull();
    const [request] = requestsTo(page.requests, 'POST', '/reset_password/confirm');
    expect(await jsonBody(request as RecordedRequest)).toEqual({
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
      reset_password_token: token,
    });
    await expect(signInWithPassword(page.client, { email: 'driver@example.com', password: 'brand-new-secret' })).resolves.toMatchObject({
      email: 'driver@example.com',
    });
    await user.click(screen.getByRole('link', { name: 'Se connecter' }));
    expect(await findNavigatedPath()).toBe('/login');
  });

  it('spec §8: a refused token goes through the generic error handler and the form stays', async () => {
    const page = await renderPage(<ResetPasswordPage token="not-a-real-token" />);
    const user = await typePasswords('brand-new-secret', 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await waitFor(() => expect(page.notifier.error).toHaveBeenCalledTimes(1));
    const error = page.notifier.error.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors[0]?.code).toBe('INVALID_RESET_PASSWORD_TOKEN');
    expect(screen.getByLabelText('Nouveau mot de passe')).toBeTruthy();
  });
});
