import type { DemoApi } from '@frontoffice/demo-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE, jsonBody, renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { SignupPage } from '../../pages/SignupPage.tsx';
import { accountAtStep } from '../../../test/accountAtStep.ts';

setupMswServer();

const PHONE = '+15145550142';
const lastCode = (api: DemoApi) => api.state.outbox.filter((message) => message.kind === 'sms' && message.to === PHONE).at(-1)?.code ?? '';
const digit = (position: number) => screen.getByRole('textbox', { name: `Chiffre ${position} sur 6` }) as HTMLInputElement;

/** new@example.com at the phone step of the demo tenant (Canada), its number typed nationally and a code sent. */
async function codeSent() {
  const page = await renderPage(<SignupPage onAccountCreated={vi.fn()} onRegistrationComplete={vi.fn()} pendingValidation={<p>pending</p>} />, {
    signedInAs: 'new@example.com',
    prepare: ({ api }) => accountAtStep(api, 'new@example.com', 'phone_number'),
  });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Numéro de téléphone mobile' }), '514 555 0142');
  await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
  await screen.findByRole('textbox', { name: 'Chiffre 1 sur 6' });
  return { page, user };
}

describe('PhoneStep (spec §2 phoneNumber, §5 SMS code, §7 sms_code, §8)', () => {
  it('D18, D36: the number typed nationally is sent in E.164; the six boxes confirm by themselves and the next step shows', async () => {
    const { page, user } = await codeSent();
    const [sent] = requestsTo(page.requests, 'POST', '/user/sms_code');
    expect(await jsonBody(sent!)).toEqual({ sms_code: { cell_phone: PHONE } });
    expect(screen.getByText('Envoyé au (514) 555-0142')).toBeTruthy();
    // The step's introduction now says what to type (drawn by the page around the step's form, issue 32).
    expect(screen.getByText('Saisissez le code à 6 chiffres reçu par SMS. Il est valable 10 minutes.')).toBeTruthy();
    expect(screen.queryByText('Nous vous envoyons un code par SMS pour vérifier votre numéro de téléphone mobile.')).toBeNull();
    expect(digit(1).getAttribute('autocomplete')).toBe('one-time-code');
    await user.keyboard(lastCode(page.api));
    expect(await screen.findByRole('heading', { level: 2, name: 'Permis de conduire' })).toBeTruthy();
    // The new step's heading takes the focus (announced, scrolled to), its form drawn after its chunk (issue 32).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Permis de conduire' })));
  });

  it('§8 SMS_CODE_EXPIRED: the message under the emptied boxes, the resend offered at once; the new code is accepted', async () => {
    const { page, user } = await codeSent();
    // spec §8 code-resend-success comes after a short wait, which leaves the SMS time to arrive.
    expect(screen.getByRole('button', { name: /^Renvoyer le code dans \d+ s$/ }).getAttribute('data-disabled')).toBe('true');
    const expired = await fetch(`${API_BASE}/__demo/drivers/${encodeURIComponent('new@example.com')}/expire-sms-code`, { method: 'POST' });
    expect(expired.status).toBe(200);
    await user.keyboard(lastCode(page.api));
    expect((await screen.findByRole('alert')).textContent).toBe('Ce code a expiré. Demandez un nouveau code.');
    expect([1, 2, 3, 4, 5, 6].map((position) => digit(position).value).join('')).toBe('');
    // An expired code cannot be used any more: no wait for the new one.
    const resend = screen.getByRole('button', { name: 'Renvoyer le code' });
    expect(resend.getAttribute('data-disabled')).toBeNull();
    await user.click(resend);
    await waitFor(() => expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Un nouveau code vous a été envoyé.', tone: 'success' }));
    expect(requestsTo(page.requests, 'POST', '/user/sms_code')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: /^Renvoyer le code dans \d+ s$/ })).toBeTruthy();
    await user.type(digit(1), lastCode(page.api));
    expect(await screen.findByRole('heading', { level: 2, name: 'Permis de conduire' })).toBeTruthy();
  });

  it('§8 INVALID_SMS_CODE: the message under the emptied boxes; the right code typed next is kept and accepted', async () => {
    const { page, user } = await codeSent();
    const code = lastCode(page.api);
    await user.keyboard(code === '000000' ? '111111' : '000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Le code saisi est incorrect. Vérifiez le SMS reçu et réessayez.');
    expect(document.activeElement).toBe(digit(1));
    await user.keyboard(code);
    expect(await screen.findByRole('heading', { level: 2, name: 'Permis de conduire' })).toBeTruthy();
  });

  it('spec §2: changing the number goes back to the number, filled with the one sent', async () => {
    const { user } = await codeSent();
    await user.click(screen.getByRole('button', { name: 'Modifier le numéro' }));
    expect((screen.getByRole('textbox', { name: 'Numéro de téléphone mobile' }) as HTMLInputElement).value).toBe('(514) 555-0142');
    // And the step's first introduction with it.
    expect(screen.getByText('Nous vous envoyons un code par SMS pour vérifier votre numéro de téléphone mobile.')).toBeTruthy();
  });
});
