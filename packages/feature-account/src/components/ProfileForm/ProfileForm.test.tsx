import { useSession } from '@frontoffice/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE, jsonBody, renderPage, requestsTo, server, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { ProfileForm } from './ProfileForm.tsx';

setupMswServer();

const callbacks = () => ({ onSaved: vi.fn(), onPhoneCodeSent: vi.fn() });

function Loaded(props: ReturnType<typeof callbacks>) {
  const { user } = useSession();
  return user ? <ProfileForm user={user} {...props} /> : null;
}

async function renderForm(options: Parameters<typeof renderPage>[1] = {}) {
  const props = callbacks();
  const page = await renderPage(<Loaded {...props} />, { signedInAs: 'driver@example.com', ...options });
  await screen.findByRole('textbox', { name: options.lang === 'en' ? 'First name' : 'Prénom' });
  return { page, ...props, user: userEvent.setup() };
}

const labels = () => [...document.querySelectorAll('label')].map((label) => label.textContent);
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('ProfileForm (spec §2 account/details, §5, §7)', () => {
  it('§2, §5 demo: every driver field, optional ones marked; the e-mail is not one of them (the page\'s header shows it)', async () => {
    await renderForm();
    expect(labels()).toEqual(
      expect.arrayContaining([
        'Prénom',
        'Nom',
        'Date de naissance',
        'Lieu de naissance (facultatif)',
        'Numéro de téléphone mobile',
        'Numéro du permis de conduire',
      ]),
    );
    expect(labels()).not.toContain('Adresse e-mail');
    expect(screen.getByRole('heading', { level: 2, name: 'Permis de conduire' })).toBeTruthy();
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' }).hasAttribute('disabled')).toBe(true);
  });

  it('§5 fleetco shows its five fields only (no birthday, no address)', async () => {
    await renderForm({ tenant: 'fleetco', lang: 'en' });
    expect(screen.queryByRole('textbox', { name: /Date of birth/ })).toBeNull();
    expect(screen.queryByRole('group', { name: /address/i })).toBeNull();
    expect(input('Driving licence number').value).toBe('MARTI904170C99AB');
    expect(labels()).toHaveLength(5);
  });

  it('§5, §7: one changed field sends only that field in PUT /user {user}, then profil-changed and the account reloaded', async () => {
    const { page, onSaved, onPhoneCodeSent, user } = await renderForm();
    await user.clear(input('Lieu de naissance (facultatif)'));
    await user.type(input('Lieu de naissance (facultatif)'), 'Trois-Rivières');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Votre profil a été mis à jour.', tone: 'success' });
    const puts = requestsTo(page.requests, 'PUT', '/user');
    expect(puts).toHaveLength(1);
    expect(await jsonBody(puts[0]!)).toEqual({ user: { birthday_location: 'Trois-Rivières' } });
    // The account is read again after the save.
    expect(requestsTo(page.requests, 'GET', '/user').length).toBeGreaterThan(0);
    expect(requestsTo(page.requests, 'POST', '/user/sms_code')).toHaveLength(0);
    expect(onPhoneCodeSent).not.toHaveBeenCalled();
  });

  it('§5: an emptied required field shows required, and nothing is sent', async () => {
    const { page, onSaved, user } = await renderForm();
    await user.clear(input('Prénom'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(input('Prénom').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(requestsTo(page.requests, 'PUT', '/user')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('§8: a failed save goes to the generic handler and keeps what was typed', async () => {
    const { page, onSaved, user } = await renderForm();
    server.use(http.put(`${API_BASE}/user`, () => HttpResponse.json({ errors: [{ code: 'oops' }] }, { status: 500 })));
    await user.clear(input('Nom'));
    await user.type(input('Nom'), 'Martin-Roy');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(page.notifier.error).toHaveBeenCalledTimes(1));
    expect(input('Nom').value).toBe('Martin-Roy');
    expect(onSaved).not.toHaveBeenCalled();
    expect(page.notifier.notify).not.toHaveBeenCalled();
  });

  it('§5, D36: a changed phone asks for its code first (E.164), then saves the other changes without it', async () => {
    const { page, onSaved, onPhoneCodeSent, user } = await renderForm();
    const phone = input('Numéro de téléphone mobile');
    fireEvent.change(phone, { target: { value: '514 555 0199' } });
    await user.clear(input('Nom'));
    await user.type(input('Nom'), 'Martin-Roy');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onPhoneCodeSent).toHaveBeenCalledWith('+15145550199');
    const [code] = requestsTo(page.requests, 'POST', '/user/sms_code');
    expect(await jsonBody(code!)).toEqual({ sms_code: { cell_phone: '+15145550199' } });
    const [put] = requestsTo(page.requests, 'PUT', '/user');
    expect(await jsonBody(put!)).toEqual({ user: { last_name: 'Martin-Roy' } });
    // The code went before the save.
    expect(page.requests.indexOf(code!)).toBeLessThan(page.requests.indexOf(put!));
    expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Un code vous a été envoyé par SMS.', tone: 'info' });
  });

  it('§8: INVALID_PHONE from the server shows under the phone; nothing else is saved', async () => {
    const { page, onSaved, onPhoneCodeSent, user } = await renderForm();
    server.use(
      http.post(`${API_BASE}/user/sms_code`, () =>
        HttpResponse.json({ errors: [{ code: 'INVALID_PHONE', detail: 'no' }] }, { status: 400 }),
      ),
    );
    fireEvent.change(input('Numéro de téléphone mobile'), { target: { value: '514 555 0199' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText("Ce numéro de téléphone n'est pas valide.")).toBeTruthy();
    expect(input('Numéro de téléphone mobile').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(page.requests, 'PUT', '/user')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
    expect(onPhoneCodeSent).not.toHaveBeenCalled();
  });

  it('spec §5, §7: clearing an optional phone (fleetco) saves it empty with PUT /user, without a code, then profil-changed', async () => {
    const { page, onSaved, onPhoneCodeSent, user } = await renderForm({ tenant: 'fleetco', lang: 'en' });
    await user.clear(input('Mobile phone number (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const puts = requestsTo(page.requests, 'PUT', '/user');
    expect(puts).toHaveLength(1);
    expect(await jsonBody(puts[0]!)).toEqual({ user: { cell_phone: '' } });
    expect(requestsTo(page.requests, 'POST', '/user/sms_code')).toHaveLength(0);
    expect(onPhoneCodeSent).not.toHaveBeenCalled();
    expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Your profile has been updated.', tone: 'success' });
    const driver = [...page.api.state.users.values()].find((account) => account.email === 'driver@example.com');
    expect(driver?.profile.cell_phone ?? '').toBe('');
  });

  it('D41: a licence expired since it was saved warns on its field and does not block changing the address (demo)', async () => {
    const { page, onSaved, user } = await renderForm({
      prepare: ({ api }) => {
        const driver = [...api.state.users.values()].find((account) => account.email === 'driver@example.com');
        if (driver) driver.profile.driving_licence_expiration_time = '2020-04-17';
      },
    });
    const expiry = input("Date d'expiration du permis");
    expect(expiry.value).toBe('17/04/2020');
    // The warning is on the field (its description), not an error: the field is not invalid.
    expect(expiry.getAttribute('aria-invalid')).toBeNull();
    const describedBy = (expiry.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(describedBy.join(' ')).toContain('Ce permis a expiré. Vos autres modifications peuvent être enregistrées');
    await user.clear(input('Adresse'));
    await user.type(input('Adresse'), '4600 Rue Saint-Denis');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const puts = requestsTo(page.requests, 'PUT', '/user');
    expect(puts).toHaveLength(1);
    expect(await jsonBody(puts[0]!)).toEqual({ user: { address_line1: '4600 Rue Saint-Denis' } });
    expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Votre profil a été mis à jour.', tone: 'success' });
  });

  it('D41, spec §5: an expiry date the driver edits is validated as edited: one already past blocks the save', async () => {
    const { page, onSaved, user } = await renderForm();
    const expiry = input("Date d'expiration du permis");
    await user.clear(expiry);
    await user.type(expiry, '01012020');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(page.requests, 'PUT', '/user')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
