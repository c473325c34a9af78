import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE, jsonBody, renderPage, requestsTo, server, setupMswServer, type RecordedRequest } from '@frontoffice/test-utils/renderPage';
import { delay, http, HttpResponse } from 'msw';
import { SignupPage } from './SignupPage.tsx';
import { accountAtStep } from '../../test/accountAtStep.ts';

setupMswServer();

function page(overrides: Partial<Parameters<typeof SignupPage>[0]> = {}) {
  return (
    <SignupPage onAccountCreated={vi.fn()} onRegistrationComplete={vi.fn()} pendingValidation={<p>pending</p>} {...overrides} />
  );
}

describe('SignupPage', () => {
  it('spec §2, D1, D31: a guest sees the registration step and only the tenant’s steps (cityshare: five)', async () => {
    await renderPage(page(), { tenant: 'cityshare' });
    expect(screen.getByRole('heading', { level: 1, name: 'Créer mon compte' })).toBeTruthy();
    const steps = within(screen.getByRole('navigation', { name: "Étapes de l'inscription" })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Inscription', '2Informations personnelles', '3Téléphone', '4Photos du permis', '5Carte de paiement']);
    expect(screen.getByRole('heading', { level: 2, name: 'Inscription' })).toBeTruthy();
    // spec §2: the phone's line stepper says the same.
    expect(screen.getByRole('progressbar', { name: "Étapes de l'inscription" }).getAttribute('aria-valuetext')).toBe('Étape 1 sur 5: Inscription');
  });

  it('spec §5, §7: Next only once the terms are ticked; POST /user with tos_accepted true, then the password grant, then onAccountCreated', async () => {
    const onAccountCreated = vi.fn();
    const rendered = await renderPage(page({ onAccountCreated }));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Adresse e-mail' }), 'ana@example.com');
    await user.type(screen.getByLabelText('Mot de passe', { selector: 'input' }), 'bonjour-42');
    await user.type(screen.getByLabelText('Confirmation du mot de passe', { selector: 'input' }), 'bonjour-42');
    const next = screen.getByRole('button', { name: 'Suivant' });
    expect(next.hasAttribute('disabled') || next.getAttribute('data-disabled') === 'true').toBe(true);
    await user.click(screen.getByText("J'accepte les conditions générales d'utilisation"));
    await user.click(next);
    await waitFor(() => expect(onAccountCreated).toHaveBeenCalledTimes(1));
    const [created] = requestsTo(rendered.requests, 'POST', '/user');
    expect(await jsonBody(created as RecordedRequest)).toEqual({ user: { email: 'ana@example.com', password: 'bonjour-42', tos_accepted: true } });
    const [token] = requestsTo(rendered.requests, 'POST', '/oauth2/token').slice(-1);
    expect(await jsonBody(token as RecordedRequest)).toMatchObject({ grant_type: 'password', username: 'ana@example.com', password: 'bonjour-42' });
    expect(rendered.client.getSessionKind()).toBe('member');
  });

  it('spec §5, §8: a confirmation that differs shows the signup’s message; EMAIL_ALREADY_TAKEN shows under the e-mail and keeps what was typed', async () => {
    const rendered = await renderPage(page(), { tenant: 'campus' });
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: 'Adresse e-mail' });
    // D16: campus has no terms: no box, Next enabled.
    expect(screen.queryByText("J'accepte les conditions générales d'utilisation")).toBeNull();
    await user.type(email, 'driver@example.com');
    await user.type(screen.getByLabelText('Mot de passe', { selector: 'input' }), 'bonjour-42');
    await user.type(screen.getByLabelText('Confirmation du mot de passe', { selector: 'input' }), 'bonjour-24');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByText('Les deux mots de passe ne correspondent pas.')).toBeTruthy();
    expect(requestsTo(rendered.requests, 'POST', '/user')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Confirmation du mot de passe', { selector: 'input' }));
    await user.type(screen.getByLabelText('Confirmation du mot de passe', { selector: 'input' }), 'bonjour-42');
    // A double click sends one request (issue 14 item 8), however slow the answer.
    server.use(
      http.post(`${API_BASE}/user`, async () => {
        await delay(300);
        return HttpResponse.json(
          { code: 'bad_request', message: 'taken', errors: [{ code: 'EMAIL_ALREADY_TAKEN', detail: 'taken' }] },
          { status: 400 },
        );
      }),
    );
    await user.dblClick(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Cette adresse e-mail est déjà utilisée par un autre compte.')).toBeTruthy();
    expect(requestsTo(rendered.requests, 'POST', '/user')).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: 'Adresse e-mail' }) as HTMLInputElement).value).toBe('driver@example.com');
  });

  it('spec §4: a member sees the account’s step, the ones before completed; after the step’s PUT /user the account is reloaded and the next step shows', async () => {
    const rendered = await renderPage(page(), { signedInAs: 'new@example.com', tenant: 'minimal', tenantOverrides: { use_registration: true } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Informations personnelles' })).toBeTruthy();
    expect(screen.getByText('(terminée)')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Prénom' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Lima');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    // minimal has two steps: once the details are saved, the account waits for validation.
    expect(await screen.findByText('pending')).toBeTruthy();
    const [saved] = requestsTo(rendered.requests, 'PUT', '/user');
    expect(await jsonBody(saved as RecordedRequest)).toEqual({ user: { first_name: 'Ana', last_name: 'Lima' } });
    expect(requestsTo(rendered.requests, 'GET', '/user').length).toBeGreaterThanOrEqual(1);
  });

  it('spec §2: the upload step enables Next only once every file is on the server (D35: after a reload too)', async () => {
    await renderPage(page(), {
      signedInAs: 'new@example.com',
      tenant: 'cityshare',
      prepare: ({ api }) => accountAtStep(api, 'new@example.com', 'driver_license'),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Photos du permis' })).toBeTruthy();
    expect(await screen.findByText('Pour une photo lisible : le document en entier, à plat, bien éclairé, sans reflet ni flou.')).toBeTruthy();
    const next = await screen.findByRole('button', { name: 'Suivant' });
    expect(next.getAttribute('data-disabled')).toBe('true');
  });

  it('issue 32: the upload step keeps the page busy until the documents have answered (its footer waits for the slots)', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { container } = await renderPage(page(), {
      signedInAs: 'new@example.com',
      tenant: 'cityshare',
      prepare: ({ api }) => {
        accountAtStep(api, 'new@example.com', 'driver_license');
        // Before the demo API's own handlers, which are installed first.
        server.use(
          http.get(`${API_BASE}/user/documents`, async () => {
            await answered;
            return HttpResponse.json({ documents: [] });
          }),
        );
      },
    });
    // This test's page only (the file's earlier pages stay in the document).
    const view = within(container);
    expect(await view.findByRole('heading', { level: 2, name: 'Photos du permis' })).toBeTruthy();
    const busy = () => container.querySelector('[aria-busy="true"]') !== null;
    // The step's form has come (its hint is drawn), its documents not yet.
    expect(await view.findByText('Pour une photo lisible : le document en entier, à plat, bien éclairé, sans reflet ni flou.')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Suivant' })).toBeNull();
    expect(busy()).toBe(true);
    answer();
    expect(await view.findByRole('button', { name: 'Suivant' })).toBeTruthy();
    await waitFor(() => expect(busy()).toBe(false));
  });

  it('issue 32: on the visit’s first page (formsAfter), the step’s heading and introduction are drawn, the page busy, and its form comes once what it waits for has settled', async () => {
    let settle: () => void = () => undefined;
    const onScreen = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const formsAfter = vi.fn(() => onScreen);
    const { container } = await renderPage(page({ formsAfter }));
    const view = within(container);
    expect(await view.findByRole('heading', { level: 2, name: 'Inscription' })).toBeTruthy();
    expect(view.getByText(/^Créez votre compte/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(view.queryByLabelText('Adresse e-mail')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(formsAfter).toHaveBeenCalled();
    settle();
    expect(await view.findByLabelText('Adresse e-mail')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  });

  it('issue 32: without anything to wait for (a later page of the visit), the step’s form comes at once', async () => {
    const { container } = await renderPage(page({ formsAfter: () => undefined }));
    expect(await within(container).findByLabelText('Adresse e-mail')).toBeTruthy();
  });

  it('spec §2, §3, §7: the other-documents step in English titles and describes each extra document in English (GET /additional_documents in English)', async () => {
    const rendered = await renderPage(page(), {
      signedInAs: 'new@example.com',
      lang: 'en',
      prepare: ({ api }) => accountAtStep(api, 'new@example.com', 'other_document'),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Other documents' })).toBeTruthy();
    expect(await screen.findByText('Proof of address')).toBeTruthy();
    expect(screen.getByText('A utility, phone bill or bank statement under three months old, in your name.')).toBeTruthy();
    expect(screen.getByText('Driving record (SAAQ)')).toBeTruthy();
    expect(screen.getByText('A record under 30 days old, downloadable from SAAQclic.')).toBeTruthy();
    expect(screen.queryByText(/Preuve d’adresse|Relevé de dossier/)).toBeNull();
    const lists = requestsTo(rendered.requests, 'GET', '/additional_documents');
    expect(lists.length).toBeGreaterThan(0);
    for (const request of lists) expect(request.headers.get('accept-language')).toMatch(/^en\b/);
  });

  it('spec §2: a complete account calls onRegistrationComplete; a waiting one shows the pending page (English)', async () => {
    const onRegistrationComplete = vi.fn();
    const done = await renderPage(page({ onRegistrationComplete }), { signedInAs: 'driver@example.com', lang: 'en' });
    await waitFor(() => expect(onRegistrationComplete).toHaveBeenCalledTimes(1));
    done.unmount();
    await renderPage(page(), { signedInAs: 'waiting@example.com', lang: 'en' });
    expect(await screen.findByText('pending')).toBeTruthy();
  });
});
