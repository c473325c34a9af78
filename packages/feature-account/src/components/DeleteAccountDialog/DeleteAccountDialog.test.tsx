import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE, renderPage, requestsTo, server, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';

setupMswServer();

async function open(signedInAs: string, options: Parameters<typeof renderPage>[1] = {}) {
  const onDeleted = vi.fn();
  const onOpenChange = vi.fn();
  const page = await renderPage(<DeleteAccountDialog isOpen onOpenChange={onOpenChange} onDeleted={onDeleted} />, { signedInAs, ...options });
  const dialog = await screen.findByRole('alertdialog', { name: options.lang === 'en' ? 'Delete your account?' : 'Supprimer votre compte ?' });
  return { page, dialog, onDeleted, onOpenChange, user: userEvent.setup() };
}

const accountOf = (page: Awaited<ReturnType<typeof open>>['page'], email: string) =>
  [...page.api.state.users.values()].find((account) => account.email === email);

describe('DeleteAccountDialog (spec §2 dialogs, §4, §5, §7, §8)', () => {
  it('§4, §7: confirming sends DELETE /user, shows account-deleted, then hands over to the logout', async () => {
    const { page, dialog, onDeleted, user } = await open('waiting@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer mon compte' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Votre compte a été supprimé.', tone: 'success' });
    expect(requestsTo(page.requests, 'DELETE', '/user')).toHaveLength(1);
    expect(accountOf(page, 'waiting@example.com')).toBeUndefined();
  });

  it('§8: a pending invoice (backoffice@) keeps the profile: the message with the tenant\'s contact and the FAQ', async () => {
    const { page, dialog, onDeleted, user } = await open('backoffice@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer mon compte' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Votre profil ne peut pas être supprimé : contactez le service client.');
    // The demo tenant's contact (tenants/demo/tenant.json).
    expect(within(dialog).getByRole('link', { name: '+1 514-555-0142' }).getAttribute('href')).toBe('tel:+15145550142');
    expect(within(dialog).getByRole('link', { name: 'support@demo-mobility.example' }).getAttribute('href')).toBe(
      'mailto:support@demo-mobility.example',
    );
    expect(within(dialog).getByRole('link', { name: 'Comment supprimer mon compte ?' }).getAttribute('href')).toBe('/faqs/delete-account');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(page.notifier.notify).not.toHaveBeenCalled();
    expect(accountOf(page, 'backoffice@example.com')).toBeDefined();
  });

  it('§8: a rental upcoming or in progress (driver@) gives the same message (English)', async () => {
    const { dialog, onDeleted, user } = await open('driver@example.com', { lang: 'en', tenant: 'fleetco' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your profile cannot be deleted: contact customer support.');
    expect(within(dialog).getByRole('link', { name: 'fleetdesk@fleetco.example' })).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('§8: any other failure shows the internal error, and cancel closes', async () => {
    const { page, dialog, onDeleted, onOpenChange, user } = await open('waiting@example.com');
    server.use(http.delete(`${API_BASE}/user`, () => HttpResponse.json({ errors: [{ code: 'oops' }] }, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer mon compte' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Une erreur inattendue est survenue. Veuillez réessayer.');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(page.notifier.error).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
