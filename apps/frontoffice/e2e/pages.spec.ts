import { expect, test } from '@playwright/test';
import { appPath, consentToCookies, demoControl, restoreSession, useTenant } from './support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
});

test('spec §2 account/privacy: a driver asks for a copy of their data and sees the success message', { tag: '@smoke' }, async ({ page }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'backoffice@example.com');
  await page.goto('account/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeVisible();
  const request = page.waitForRequest((r) => r.url().endsWith('/user/data_request') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Demander une copie de mes données' }).click();
  await request;
  await expect(page.getByText('Votre demande a été envoyée. Vous recevrez une copie de vos données par e-mail.')).toBeVisible();
});

test('spec §2: the delete-account FAQ has its four numbered steps; the static privacy policy stays French in English', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lng', 'en'));
  await useTenant(page, 'cityshare');
  await page.goto('faqs/delete-account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main ol > li')).toHaveCount(4);
  await page.goto('politique-de-confidentialite');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The static policy is French only (spec §1), and says so in the interface language.
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'This policy is published in French only.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Qui traite vos données ?' })).toBeVisible();
});

test('decision D5: the custom page shows the first entry of the tenant content of its type', async ({ page }) => {
  await useTenant(page, 'demo');
  await page.route(/\/custom_contents\?type=promo$/, (route) =>
    route.fulfill({
      json: {
        custom_contents: [
          { id: 7, type: 'promo', title: 'Offre de rentrée', content: '<p>Deux heures offertes.</p>' },
          { id: 8, type: 'promo', title: 'Ancienne offre', content: '<p>Expirée.</p>' },
        ],
        meta: { total: 2, limit: 50, page: 1 },
      },
    }),
  );
  await page.goto('page/promo');
  await expect(page.getByRole('heading', { level: 1, name: 'Offre de rentrée' })).toBeVisible();
  await expect(page.getByText('Deux heures offertes.')).toBeVisible();
  await expect(page.getByText('Ancienne offre')).toHaveCount(0);
});

test('spec §8: at most three notifications show at once', async ({ page }) => {
  await useTenant(page, 'campus');
  await page.goto('forgot-password');
  await demoControl(page, 'campus', 'faults', { operation: 'requestPasswordReset', mode: 'error', status: 500, times: 4 });
  const field = page.getByRole('textbox', { name: 'Adresse e-mail' });
  const notifications = page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');
  for (const [i, email] of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'].entries()) {
    await field.fill(email);
    const answer = page.waitForResponse((r) => r.url().endsWith('/reset_password'));
    // Enter in the field sends the form (three stacked notifications cover the button at this size).
    await field.press('Enter');
    expect((await answer).status()).toBe(500);
    await expect(notifications).toHaveCount(Math.min(i + 1, 3));
  }
  await expect(notifications.filter({ hasText: 'Accès refusé, veuillez vérifier vos identifiants' })).toHaveCount(3);
});

test('issue 7: single sign-on pages on a tenant without it say so or do not exist', async ({ page }) => {
  await useTenant(page, 'demo');
  await page.goto('sso/auth');
  await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.url()).not.toContain('__demo/openid');
  await page.goto('implicit/callback#id_token=x&state=y');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
});

test('spec §2 keyboard: the skip link moves to the content', async ({ page }) => {
  await useTenant(page, 'cityshare');
  await page.goto('faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect.poll(() => appPath(page)).toBe('/faqs');
  expect(new URL(page.url()).hash).toBe('#main-content');
});
