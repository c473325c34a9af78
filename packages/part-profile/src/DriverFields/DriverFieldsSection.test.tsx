import { signupStepFields, type DriverField } from '@frontoffice/domain';
import { useSession, useTenant } from '@frontoffice/api-client';
import { Button } from '@frontoffice/ui/Button';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { DriverFieldsSection } from './DriverFieldsSection.tsx';
import { useDriverFieldsForm } from './useDriverFieldsForm.ts';

setupMswServer();

/** A form of one signup step's fields that hands what it would send to `onSubmit`. */
function StepForm({ step, onSubmit, phone = 'direct' }: { step: 'personalDetails' | 'licenseDetails'; onSubmit: (sent: unknown) => void; phone?: 'code' | 'direct' }) {
  const tenant = useTenant();
  const { user } = useSession();
  const [fields] = useState<DriverField[]>(() => signupStepFields(step, tenant));
  const form = useDriverFieldsForm({ fields, user, phone });
  if (!user) return null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.validate()) onSubmit(form.changes());
      }}
    >
      <DriverFieldsSection form={form} />
      <Button type="submit">OK</Button>
    </form>
  );
}

function Loaded(props: Parameters<typeof StepForm>[0]) {
  const { user } = useSession();
  return user ? <StepForm {...props} /> : null;
}

describe('DriverFieldsSection (spec §3, §5)', () => {
  it('§5 shows the tenant’s personal fields with visible labels, optional ones marked, the address grouped with the tenant’s country preselected', async () => {
    await renderPage(<Loaded step="personalDetails" onSubmit={vi.fn()} />, { signedInAs: 'new@example.com' });
    expect(await screen.findByRole('textbox', { name: 'Prénom' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Lieu de naissance (facultatif)' })).toBeTruthy();
    // The demo tenant has the phone step: the number is asked there, not here.
    expect(screen.queryByRole('textbox', { name: /téléphone/ })).toBeNull();
    const address = screen.getByRole('group', { name: 'Adresse postale' });
    expect(address.querySelector('input[autocomplete="postal-code"]')).toBeTruthy();
    // The demo tenant is Canadian (iso3166 CA).
    expect(screen.getByRole('button', { name: /Canada/ })).toBeTruthy();
  });

  it('§5 required fields and an impossible date show their message under the field, nothing is sent', async () => {
    const onSubmit = vi.fn();
    await renderPage(<Loaded step="personalDetails" onSubmit={onSubmit} />, { signedInAs: 'new@example.com' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Date de naissance' }), '31021990');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Date de naissance' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("Cette date n'est pas valide.")).toBeTruthy();
    expect(screen.getAllByText('Ce champ est obligatoire.').length).toBeGreaterThanOrEqual(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('§5 §7 sends only what changed: dates as yyyy-MM-dd, the preselected country, not the untouched fields', async () => {
    const onSubmit = vi.fn();
    await renderPage(<Loaded step="personalDetails" onSubmit={onSubmit} />, { signedInAs: 'new@example.com' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Prénom' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Lima');
    await user.type(screen.getByRole('textbox', { name: 'Date de naissance' }), '29021992');
    await user.type(screen.getByRole('textbox', { name: 'Adresse' }), '1 rue Sainte-Catherine');
    await user.type(screen.getByRole('textbox', { name: 'Code postal' }), 'H2X 1K4');
    await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Montréal');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      update: {
        first_name: 'Ana',
        last_name: 'Lima',
        birthday_time: '1992-02-29',
        address_line1: '1 rue Sainte-Catherine',
        address_postal_code: 'H2X 1K4',
        address_locality: 'Montréal',
        address_country: 'CA',
      },
      newPhoneNumber: null,
    });
  });

  it('§5 a saved account fills the form, and an expired licence is refused (English, year-first tenant)', async () => {
    const onSubmit = vi.fn();
    await renderPage(<Loaded step="licenseDetails" onSubmit={onSubmit} />, { signedInAs: 'driver@example.com', tenant: 'fleetco', lang: 'en' });
    const expiry = await screen.findByRole('textbox', { name: 'Licence expiry date (optional)' });
    expect((expiry as HTMLInputElement).value).toBe('2029-04-17');
    expect(expiry.getAttribute('placeholder')).toBe('YYYY-MM-DD');
    const user = userEvent.setup();
    await user.clear(expiry);
    await user.type(expiry, '20200101');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('This date has already passed.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('D18 D36 without the phone step the number is a personal detail, read with the tenant’s country and sent in E.164', async () => {
    const onSubmit = vi.fn();
    await renderPage(<Loaded step="personalDetails" onSubmit={onSubmit} />, { signedInAs: 'new@example.com', tenant: 'minimal' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Prénom' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Lima');
    const phone = screen.getByRole('textbox', { name: 'Numéro de téléphone mobile (facultatif)' });
    expect(phone.getAttribute('type')).toBe('tel');
    await user.type(phone, '5145550199');
    await user.tab();
    expect((phone as HTMLInputElement).value).toBe('(514) 555-0199');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ update: { first_name: 'Ana', last_name: 'Lima', cell_phone: '+15145550199' }, newPhoneNumber: null });
  });

  it('D36 on fleetco (GB): the saved UK mobile shows nationally, is accepted as it is, and a new one is sent in E.164', async () => {
    const onSubmit = vi.fn();
    await renderPage(<Loaded step="personalDetails" onSubmit={onSubmit} />, { signedInAs: 'driver@example.com', tenant: 'fleetco', lang: 'en' });
    const phone = (await screen.findByRole('textbox', { name: 'Mobile phone number (optional)' })) as HTMLInputElement;
    // +447700900123: a range the phone metadata does not list, still the tenant's country's number.
    expect(phone.value).toBe('07700 900123');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ update: {}, newPhoneNumber: null });
    await user.clear(phone);
    await user.type(phone, '07700 900456');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toEqual({ update: { cell_phone: '+447700900456' }, newPhoneNumber: null });
  });
});
