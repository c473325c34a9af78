import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE, jsonBody, renderPage, requestsTo, server, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

setupMswServer();

async function open(options: Parameters<typeof renderPage>[1] = {}) {
  const onOpenChange = vi.fn();
  const page = await renderPage(<ChangePasswordDialog isOpen onOpenChange={onOpenChange} />, { signedInAs: 'driver@example.com', ...options });
  await screen.findByRole('dialog', { name: options.lang === 'en' ? 'Change the password' : 'Changer le mot de passe' });
  return { page, onOpenChange, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Changer le mot de passe' });

describe('ChangePasswordDialog (spec §5, §7, §8; decision D13)', () => {
  it('§5: the three fields are required; the new password needs 8 characters (pwd-too-short); nothing is sent', async () => {
    const { page, user } = await open();
    await user.type(field('Nouveau mot de passe'), 'short');
    await user.click(submit());
    // The current password and the confirmation are empty: required under each.
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(field('Mot de passe actuel').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeTruthy();
    expect(field('Confirmation du nouveau mot de passe').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(page.requests, 'PUT', '/user/password')).toHaveLength(0);
  });

  it('D13: a confirmation that differs shows pwd-mismatch', async () => {
    const { page, user } = await open();
    await user.type(field('Mot de passe actuel'), 'demo-password');
    await user.type(field('Nouveau mot de passe'), 'nouveau-secret-42');
    await user.type(field('Confirmation du nouveau mot de passe'), 'nouveau-secret-24');
    await user.click(submit());
    expect(screen.getByText('Les deux mots de passe ne sont pas identiques.')).toBeTruthy();
    expect(requestsTo(page.requests, 'PUT', '/user/password')).toHaveLength(0);
  });

  it('§7, §8: sends PUT /user/password; success shows password-changed and closes; the new password is the account\'s', async () => {
    const { page, onOpenChange, user } = await open();
    await user.type(field('Mot de passe actuel'), 'demo-password');
    await user.type(field('Nouveau mot de passe'), 'nouveau-secret-42');
    await user.type(field('Confirmation du nouveau mot de passe'), 'nouveau-secret-42');
    await user.click(submit());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Votre mot de passe a été modifié.', tone: 'success' });
    const [sent] = requestsTo(page.requests, 'PUT', '/user/password');
    expect(await jsonBody(sent!)).toEqual({
      user: { current_password: 'demo-password', password: 'nouveau-secret-42', password_confirmation: 'nouveau-secret-42' },
    });
    const driver = [...page.api.state.users.values()].find((account) => account.email === 'driver@example.com');
    expect(driver?.password).toBe('nouveau-secret-42');
  });

  it('§8: user_current_password_invalid shows the incorrect-current-password message under it; what was typed stays', async () => {
    const { page, onOpenChange, user } = await open({ lang: 'en' });
    await user.type(screen.getByLabelText('Current password', { selector: 'input' }), 'wrong-password');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'nouveau-secret-42');
    await user.type(screen.getByLabelText('Confirm the new password', { selector: 'input' }), 'nouveau-secret-42');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
    expect(screen.getByLabelText('Current password', { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('New password', { selector: 'input' }) as HTMLInputElement).value).toBe('nouveau-secret-42');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(page.notifier.notify).not.toHaveBeenCalled();
    expect(page.notifier.error).not.toHaveBeenCalled();
  });

  it('§8: any other failure shows the internal error as a notification and keeps the dialog open', async () => {
    const { page, onOpenChange, user } = await open();
    server.use(http.put(`${API_BASE}/user/password`, () => HttpResponse.json({ errors: [{ code: 'oops' }] }, { status: 500 })));
    await user.type(field('Mot de passe actuel'), 'demo-password');
    await user.type(field('Nouveau mot de passe'), 'nouveau-secret-42');
    await user.type(field('Confirmation du nouveau mot de passe'), 'nouveau-secret-42');
    await user.click(submit());
    await waitFor(() =>
      expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Une erreur inattendue est survenue. Veuillez réessayer.', tone: 'danger' }),
    );
    expect(page.notifier.error).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((field('Mot de passe actuel') as HTMLInputElement).value).toBe('demo-password');
  });
});
