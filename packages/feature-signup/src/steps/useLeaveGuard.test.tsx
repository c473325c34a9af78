import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findNavigatedPath, renderPage, requestsTo, setupMswServer, type RenderedPage } from '@frontoffice/test-utils/renderPage';
import { SignupPage } from '../pages/SignupPage.tsx';
import { accountAtStep } from '../../test/accountAtStep.ts';

setupMswServer();

const page = () => <SignupPage onAccountCreated={vi.fn()} onRegistrationComplete={vi.fn()} pendingValidation={<p>pending</p>} />;

/** A menu link followed (the app's drawer and header links navigate through the same router). */
const followMenuLink = (rendered: RenderedPage, to: string) => act(() => void rendered.router.navigate({ to }));

const confirmation = () => screen.findByRole('alertdialog', { name: 'Quitter cette étape ?' });

describe('leaving a half-filled step asks before discarding (issue 14 item 8)', () => {
  it('registration: a link asks; staying keeps what was typed; leaving discards it and follows the link', async () => {
    await renderPage(page(), { tenant: 'cityshare' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'ana@example.com');
    await user.click(screen.getByRole('link', { name: 'Se connecter' }));
    const dialog = await confirmation();
    expect(within(dialog).getByText("Ce que vous avez saisi à cette étape n'est pas encore enregistré et sera perdu.")).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Adresse e-mail' }) as HTMLInputElement).value).toBe('ana@example.com');

    await user.click(screen.getByRole('link', { name: 'Se connecter' }));
    await user.click(within(await confirmation()).getByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await findNavigatedPath()).toBe('/login');
  });

  it('personal details: a menu link asks; staying keeps the fields, nothing is sent; leaving follows the link', async () => {
    const rendered = await renderPage(page(), { signedInAs: 'new@example.com' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Prénom' }), 'Ana');
    await followMenuLink(rendered, '/account/bookings');
    const dialog = await confirmation();
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Prénom' }) as HTMLInputElement).value).toBe('Ana');
    expect(rendered.pathname()).toBe('/page');
    expect(requestsTo(rendered.requests, 'PUT', '/user')).toHaveLength(0);

    await followMenuLink(rendered, '/account/bookings');
    await user.click(within(await confirmation()).getByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await findNavigatedPath()).toBe('/account/bookings');
  });

  it('phone: a number typed and not sent asks before leaving', async () => {
    const rendered = await renderPage(page(), {
      signedInAs: 'new@example.com',
      prepare: ({ api }) => accountAtStep(api, 'new@example.com', 'phone_number'),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Numéro de téléphone mobile' }), '514 555 0142');
    await followMenuLink(rendered, '/search');
    await user.click(within(await confirmation()).getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Numéro de téléphone mobile' }) as HTMLInputElement).value).toBe('(514) 555-0142');
  });

  it('a step with nothing typed is left without a question', async () => {
    const rendered = await renderPage(page(), { signedInAs: 'new@example.com' });
    await screen.findByRole('textbox', { name: 'Prénom' });
    await followMenuLink(rendered, '/account/bookings');
    expect(await findNavigatedPath()).toBe('/account/bookings');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
