import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findNavigatedPath, renderPage, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { PendingValidationPage } from './PendingValidationPage.tsx';

setupMswServer();

describe('PendingValidationPage', () => {
  it('spec §2, §9: thanks the driver, says an agent reviews the account within 72 hours, and logs out on request', async () => {
    const onLogout = vi.fn();
    await renderPage(<PendingValidationPage onLogout={onLogout} />, { signedInAs: 'waiting@example.com' });
    expect(screen.getByRole('heading', { level: 1, name: 'Merci pour votre inscription !' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Un agent doit maintenant vérifier.*jusqu'à 72 heures\./);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('spec §2: with redirect_uri, a back-to-app button to it carrying the access token, and no back-home', async () => {
    const page = await renderPage(<PendingValidationPage redirectUri="https://app.example.com/done?from=signup" onLogout={vi.fn()} />, {
      tenant: 'cityshare',
      signedInAs: 'waiting@example.com',
    });
    const token = page.client.getTokens()?.accessToken ?? '';
    expect(token).not.toBe('');
    expect(screen.getByRole('link', { name: "Retour à l'application" }).getAttribute('href')).toBe(
      `https://app.example.com/done?from=signup&access_token=${encodeURIComponent(token)}`,
    );
    expect(screen.queryByRole('link', { name: "Retour à l'accueil" })).toBeNull();
  });

  it('spec §2: without redirect_uri on a public platform, a back-home button to the root', async () => {
    await renderPage(<PendingValidationPage onLogout={vi.fn()} />, { tenant: 'cityshare', signedInAs: 'waiting@example.com' });
    expect(screen.queryByRole('link', { name: "Retour à l'application" })).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: "Retour à l'accueil" }));
    expect(await findNavigatedPath()).toBe('/');
  });

  it('spec §2 (English): without redirect_uri on a private platform, only the logout button', async () => {
    await renderPage(<PendingValidationPage onLogout={vi.fn()} />, { lang: 'en', tenant: 'demo', signedInAs: 'waiting@example.com' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for signing up!' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('a javascript: redirect_uri is never followed: back-to-app leads to the root', async () => {
    await renderPage(<PendingValidationPage redirectUri="javascript:alert(document.cookie)" onLogout={vi.fn()} />, {
      signedInAs: 'waiting@example.com',
    });
    expect(screen.getByRole('link', { name: "Retour à l'application" }).getAttribute('href')).toBe('/');
  });
});
