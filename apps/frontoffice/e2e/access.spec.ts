import { expect, test } from '@playwright/test';
import { appPath, consentToCookies, signIn, useTenant, type TenantId } from './support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
});

// spec §2 root behaviour, decisions D1, D2, with the demo accounts of the demo API.
const rootCases: Array<[TenantId, string | null, string]> = [
  ['demo', null, '/login'],
  ['demo', 'driver@example.com', '/search'],
  ['demo', 'new@example.com', '/signup'],
  ['demo', 'waiting@example.com', '/signup'],
  ['demo', 'blocked@example.com', '/waiting'],
  ['cityshare', null, '/search'],
  ['cityshare', 'new@example.com', '/search'],
  ['cityshare', 'blocked@example.com', '/waiting'],
  ['fleetco', null, '/login'],
  ['fleetco', 'driver@example.com', '/search'],
  ['fleetco', 'new@example.com', '/waiting-for-validation'],
  ['fleetco', 'blocked@example.com', '/waiting'],
];

for (const [tenant, email, expected] of rootCases) {
  test(`spec §2 root: ${email ?? 'a guest'} on ${tenant} goes to ${expected}`, async ({ page }) => {
    await useTenant(page, tenant);
    if (email) {
      await signIn(page, email);
      await expect(page.getByRole('button', { name: /^(Se connecter|Sign in)$/ })).toHaveCount(0);
    }
    await page.goto('./');
    await expect.poll(() => appPath(page)).toBe(expected);
  });
}

test('spec §2 guest-only: a signed-in driver opening /login is sent to the root', async ({ page }) => {
  await useTenant(page, 'demo');
  await signIn(page, 'driver@example.com');
  await expect.poll(() => appPath(page)).toBe('/search');
  await page.goto('login');
  await expect.poll(() => appPath(page)).toBe('/search');
});

test('decision D2: a guest on an account page signs in and comes back to it', async ({ page }) => {
  await useTenant(page, 'cityshare');
  await page.goto('account/bookings-history');
  await expect.poll(() => appPath(page)).toBe('/login');
  await page.getByLabel(/^Adresse e-mail/).fill('driver@example.com');
  await page.getByLabel(/^Mot de passe$/).fill('demo-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect.poll(() => appPath(page)).toBe('/account/bookings-history');
});

test('spec §8: a login failure shows the login-error message and keeps the e-mail', async ({ page }) => {
  await useTenant(page, 'demo');
  await signIn(page, 'driver@example.com', 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Accès refusé, veuillez vérifier vos identifiants' })).toBeVisible();
  await expect(page.getByLabel(/^Adresse e-mail/)).toHaveValue('driver@example.com');
});

test('spec §4: a member with no roles is refused', async ({ page }) => {
  await useTenant(page, 'demo');
  await signIn(page, 'noroles@example.com');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.goto('./');
  await expect.poll(() => appPath(page)).toBe('/login');
});
