import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE, findNavigatedPath, jsonBody, renderPage, requestsTo, server, setupMswServer, type RecordedRequest } from '@frontoffice/test-utils/renderPage';
import { LoginPage } from './LoginPage.tsx';

setupMswServer();

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Adresse e-mail'), email);
  if (password) await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('LoginPage', () => {
  it('spec §2 /login: labelled e-mail and password fields and a forgot-password link that leads to /forgot-password', async () => {
    await renderPage(<LoginPage onSignedIn={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toBeTruthy();
    expect(screen.getByLabelText('Mot de passe')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));
    expect(await findNavigatedPath()).toBe('/forgot-password');
  });

  it('spec §5: an empty submit shows "required" under both fields and sends nothing', async () => {
    const page = await renderPage(<LoginPage onSignedIn={vi.fn()} />);
    await fillAndSubmit('', '');
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' }).getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(page.requests, 'POST', '/oauth2/token')).toHaveLength(0);
  });

  it('spec §5: a malformed e-mail shows the invalid-format message', async () => {
    await renderPage(<LoginPage onSignedIn={vi.fn()} />);
    await fillAndSubmit('driver@example', 'demo-password');
    expect(screen.getByText("Le format n'est pas valide.")).toBeTruthy();
  });

  it('spec §7: signs in with the password grant and hands the loaded account to onSignedIn', async () => {
    const onSignedIn = vi.fn();
    const page = await renderPage(<LoginPage onSignedIn={onSignedIn} />);
    await fillAndSubmit('driver@example.com', 'demo-password');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ email: 'driver@example.com', first_name: 'Camille' });
    const [token] = requestsTo(page.requests, 'POST', '/oauth2/token').slice(-1);
    expect(await jsonBody(token as RecordedRequest)).toMatchObject({
      grant_type: 'password',
      username: 'driver@example.com',
      password: 'demo-password',
      client_id: 'frontoffice',
    });
  });

  it('spec §8: wrong credentials show "Accès refusé" inline as an alert and keep the typed e-mail', async () => {
    const onSignedIn = vi.fn();
    await renderPage(<LoginPage onSignedIn={onSignedIn} />);
    await fillAndSubmit('driver@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Accès refusé, veuillez vérifier vos identifiants');
    expect((screen.getByRole('textbox', { name: 'Adresse e-mail' }) as HTMLInputElement).value).toBe('driver@example.com');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('spec §8: a 401 from the token endpoint shows the login error, in English too', async () => {
    await renderPage(<LoginPage onSignedIn={vi.fn()} />, { lang: 'en' });
    server.use(
      http.post(`${API_BASE}/oauth2/token`, () =>
        HttpResponse.json({ error: 'invalid_grant', error_description: 'Bad credentials' }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'driver@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever-it-is');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Access denied, please check your credentials');
    expect((screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement).value).toBe('driver@example.com');
  });

  it('spec §4: a member without roles is refused with the no-roles message', async () => {
    const onSignedIn = vi.fn();
    await renderPage(<LoginPage onSignedIn={onSignedIn} />);
    await fillAndSubmit('noroles@example.com', 'demo-password');
    expect((await screen.findByRole('alert')).textContent).toBe("Ce compte n'a accès à aucun service. Contactez le support.");
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('spec §2: the signup link shows only with registration and auto-register on', async () => {
    const demo = await renderPage(<LoginPage onSignedIn={vi.fn()} />, { tenant: 'demo' });
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/signup');
    demo.unmount();
    await renderPage(<LoginPage onSignedIn={vi.fn()} />, { tenant: 'campus' });
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).toBeNull();
  });

  it('spec §5: the single-sign-on entry shows when the tenant offers openid sign-on, and leads to /sso/auth', async () => {
    const demo = await renderPage(<LoginPage onSignedIn={vi.fn()} />, { tenant: 'demo' });
    expect(screen.queryByRole('link', { name: /Se connecter avec/ })).toBeNull();
    demo.unmount();
    await renderPage(<LoginPage onSignedIn={vi.fn()} />, { tenant: 'fleetco' });
    await userEvent.setup().click(screen.getByRole('link', { name: /Se connecter avec le compte/ }));
    expect(await findNavigatedPath()).toBe('/sso/auth');
  });
});
