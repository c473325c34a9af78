import { expect, test } from '@playwright/test';
import { consentToCookies } from './support.ts';

test.describe('foundation: the built app under /frontofficev2/', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await consentToCookies(context, baseURL ?? '');
  });

  test('serves the sign-in page in French by default, with the page language set', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
    // The show/hide button of the password field is labelled "Afficher le mot de passe": the field is the textbox.
    await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('speaks the stored language (spec §9 key lng)', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lng', 'en'));
    await page.goto('login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('shows a translated 404 for an unknown route', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  });

  test('a config.json with wrong fields shows which fields, not a blank page', async ({ page }) => {
    await page.route('**/frontofficev2/config.json', (route) =>
      route.fulfill({ json: { apiBaseUrl: '', oauth: { clientSecret: 3 }, allowedRedirectUris: ['not a url'] } }),
    );
    await page.goto('login');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: "Le site n'est pas configuré correctement" })).toBeVisible();
    await expect(alert).toContainText('oauth.clientId : champ obligatoire manquant');
    await expect(alert).toContainText('oauth.clientSecret : une valeur de type string est attendue');
    await expect(alert).toContainText('allowedRedirectUris.0 : une valeur au format url est attendue');
    await expect(alert).toContainText('apiBaseUrl : une valeur non vide est attendue');
  });

  test('a config.json that is not JSON, then fixed, recovers with the retry button', async ({ page }) => {
    let broken = true;
    await page.route('**/frontofficev2/config.json', async (route) => {
      if (broken) return route.fulfill({ body: '<html>oops</html>', contentType: 'text/html' });
      return route.continue();
    });
    await page.goto('login');
    await expect(page.getByText("Le fichier de configuration config.json n'est pas un fichier JSON valide.")).toBeVisible();
    broken = false;
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  });

  test('a missing config.json says so', async ({ page }) => {
    await page.route('**/frontofficev2/config.json', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('login');
    await expect(page.getByText('Le fichier de configuration config.json est introuvable ou injoignable.')).toBeVisible();
  });
});
