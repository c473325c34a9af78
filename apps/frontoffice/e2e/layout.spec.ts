import { expect, test } from '@playwright/test';
import { appPath, consentToCookies, restoreSession, useTenant } from './support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
});

// The terms acceptance changes the account in the demo API: this test has demo's passenger account to itself.
test('spec §1, §5, §7: a member who has not accepted the current terms accepts them; agree needs the box ticked', async ({ page }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'passenger@example.com');
  await page.goto('faqs');
  const dialog = page.getByRole('dialog', { name: 'Nouvelles conditions générales' });
  await expect(dialog).toBeVisible();
  // The version in force, not an older one.
  await expect(dialog.getByText('Version du 1er septembre 2026 des conditions d’utilisation de Demo Mobility.')).toBeVisible();
  // Not dismissable: it stays until accepted.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const agree = dialog.getByRole('button', { name: "J'accepte" });
  await expect(agree).toBeDisabled();
  await dialog.getByText("J'ai lu et j'accepte les conditions générales").click();
  await expect(agree).toBeEnabled();
  const accept = page.waitForRequest((r) => r.url().endsWith('/user/terms_and_conditions_versions/accept') && r.method() === 'POST');
  await agree.click();
  expect((await accept).postDataJSON()).toEqual({ terms_and_conditions: { version_id: 12 } });
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Nouvelles conditions générales' })).toHaveCount(0);
});

test('spec §1: the support button shows the tenant phone, nationally formatted, and e-mail', async ({ page }) => {
  await useTenant(page, 'cityshare');
  await page.goto('faqs');
  await page.getByRole('banner').getByRole('button', { name: 'Contacter le support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support CityShare' });
  await expect(dialog.getByRole('link', { name: '01 84 80 12 34' })).toHaveAttribute('href', 'tel:+33184801234');
  await expect(dialog.getByRole('link', { name: 'bonjour@cityshare.example' })).toHaveAttribute('href', 'mailto:bonjour@cityshare.example');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);
});

test('spec §2 landing: the tenant login background, or the three selling points without one; signup only with registration', async ({ page }) => {
  await useTenant(page, 'demo');
  await page.goto('login');
  const landing = page.getByRole('region', { name: 'Des véhicules près de chez vous, quand vous en avez besoin' });
  await expect(landing).toHaveCSS('background-image', /\/tenants\/demo\/api\/__demo\/assets\/login-background\.svg/);
  await expect(landing.getByRole('heading', { name: 'Inscription gratuite' })).toHaveCount(0);
  await expect(landing.getByRole('img', { name: 'Demo Mobility' })).toBeVisible();
  await expect(landing.getByText('Inscrivez-vous en quelques minutes, puis réservez en quelques clics.')).toBeVisible();
  await expect(landing.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/frontofficev2/signup');
  await expect(landing.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/frontofficev2/login');

  // The same tenant without a login background shows the three selling points.
  await page.route('**/tenants/demo/api/tenant', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { tenant: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, tenant: { ...body.tenant, login_background_url: null } } });
  });
  await page.reload();
  await expect(landing).toHaveCSS('background-image', 'none');
  for (const point of ['Inscription gratuite', 'Sans abonnement', 'Des véhicules de qualité']) {
    await expect(landing.getByRole('heading', { name: point })).toBeVisible();
  }
});

test('spec §2 landing and footer on fleetco: no signup without registration, no pricing without billing, the tenant privacy policy', async ({ page }) => {
  await useTenant(page, 'fleetco');
  await page.goto('login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  const footer = page.getByRole('navigation', { name: 'Useful links' });
  await expect(footer.getByRole('button', { name: 'Terms and conditions' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', 'https://fleetco.example/privacy');
  await expect(footer.getByRole('button', { name: 'Pricing' })).toHaveCount(0);
  await expect(footer.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('spec §2 footer: the terms dialog shows the current terms; the static privacy policy when the tenant has no URL', async ({ page }) => {
  await useTenant(page, 'demo');
  await page.goto('login');
  const footer = page.getByRole('navigation', { name: 'Liens utiles' });
  await footer.getByRole('button', { name: 'Conditions générales' }).click();
  const terms = page.getByRole('dialog', { name: 'Conditions générales' });
  await expect(terms.getByText('Version du 1er septembre 2026 des conditions d’utilisation de Demo Mobility.')).toBeVisible();
  await terms.getByRole('button', { name: 'Fermer' }).click();
  await expect(terms).toHaveCount(0);
  await footer.getByRole('link', { name: 'Politique de confidentialité' }).click();
  await expect.poll(() => appPath(page)).toBe('/politique-de-confidentialite');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('spec §2 help pages: pricing only with billing; each help page has a close button back to the root', async ({ page }) => {
  await useTenant(page, 'fleetco');
  await restoreSession(page, 'fleetco', 'driver@example.com');
  const helpPages: Array<[string, string]> = [
    ['account/help/faq', 'Frequently asked questions'],
    ['account/help/contact', 'Contact'],
    ['account/help/cgu', 'Terms and conditions'],
  ];
  for (const [path, title] of helpPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Close' }), `the close button of ${path}`).toHaveAttribute('href', '/frontofficev2/');
  }
  await page.getByRole('main').getByRole('link', { name: 'Close' }).click();
  await expect.poll(() => appPath(page)).toBe('/search');
  await page.goto('account/help/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('spec §2 pending validation (private, registration on): the thank-you page with the logout button only', async ({ page }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'waiting@example.com');
  await page.goto('./');
  await expect.poll(() => appPath(page)).toBe('/signup');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Merci pour votre inscription !' })).toBeVisible();
  await expect(main.getByText("jusqu'à 72 heures")).toBeVisible();
  await expect(main.getByRole('link', { name: "Retour à l'application" })).toHaveCount(0);
  await expect(main.getByRole('link', { name: "Retour à l'accueil" })).toHaveCount(0);
  await main.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect.poll(() => appPath(page)).toBe('/login');
  expect(await page.evaluate(() => window.localStorage.getItem('token_type'))).not.toBe('member');
});

test('spec §2 pending validation (public): back home without redirect_uri; back to the app, with the token, only for an allowed redirect_uri', async ({ page }) => {
  // Decision D30: an address is allowed only as config.json lists it, to the letter (its query included).
  await useTenant(page, 'cityshare', { allowedRedirectUris: ['https://app.cityshare.example/retour?from=fo'] });
  await restoreSession(page, 'cityshare', 'waiting@example.com');
  await page.goto('signup');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Merci pour votre inscription !' })).toBeVisible();
  await expect(main.getByRole('link', { name: "Retour à l'application" })).toHaveCount(0);
  await main.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect.poll(() => appPath(page)).toBe('/search');

  const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
  await page.goto(`signup?redirect_uri=${encodeURIComponent('https://app.cityshare.example/retour?from=fo')}`);
  const back = main.getByRole('link', { name: "Retour à l'application" });
  await expect(back).toHaveAttribute('href', `https://app.cityshare.example/retour?from=fo&access_token=${encodeURIComponent(token ?? '')}`);
  await expect(main.getByRole('link', { name: "Retour à l'accueil" })).toHaveCount(0);

  // An address config.json does not list gets no button (and no token).
  await page.goto(`signup?redirect_uri=${encodeURIComponent('https://evil.example/steal')}`);
  await expect(main.getByRole('heading', { level: 1, name: 'Merci pour votre inscription !' })).toBeVisible();
  await expect(main.getByRole('link', { name: "Retour à l'application" })).toHaveCount(0);
  await expect(page.locator('a[href*="evil.example"]')).toHaveCount(0);
});
