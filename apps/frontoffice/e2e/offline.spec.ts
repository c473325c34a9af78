import { expect, test } from '@playwright/test';
import { freshDriver } from './drivers.ts';
import { consentToCookies, restoreSession, useTenant } from './support.ts';

// Issue 19 item 4: when the browser goes offline a banner says so; actions that need the network are disabled and
// described by it; nothing typed is lost; back online, everything works again without a reload.

const OFFLINE_FR = 'Vous êtes hors ligne : vos saisies sont conservées, les actions qui demandent le réseau reviendront avec lui.';
const OFFLINE_EN = 'You are offline: what you typed is kept, and actions that need the network come back with it.';

test.beforeEach(async ({ context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
});

test('issue 19 item 4 on account details: offline, a banner, the save disabled with the reason, the change kept; online again, saved without a reload', async ({ page, context }) => {
  await useTenant(page, 'demo');
  await freshDriver(page, 'demo');
  await page.goto('account/details');
  const place = page.getByLabel('Lieu de naissance (facultatif)');
  await expect(place).toHaveValue('Sherbrooke');
  // A mark on the page's window: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await place.fill('Trois-Rivières');
  const save = page.getByRole('button', { name: 'Enregistrer les modifications' });
  await expect(save).toBeEnabled();

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: OFFLINE_FR });
  await expect(banner).toBeVisible();
  await expect(save).toBeDisabled();
  // The reason is the button's description for screen readers.
  await expect(save).toHaveAccessibleDescription(OFFLINE_FR);
  // Typing goes on offline, and is kept.
  await place.fill('Trois-Rivières (Québec)');
  await expect(place).toHaveValue('Trois-Rivières (Québec)');

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(save).toBeEnabled();
  await expect(save).not.toHaveAccessibleDescription(OFFLINE_FR);
  await save.click();
  await expect(page.getByText('Votre profil a été mis à jour.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});

test('issue 19 item 4 on the login page, in English (cityshare): the banner, sign-in disabled, the e-mail kept; online again, signed in', async ({ page, context }) => {
  await useTenant(page, 'cityshare');
  await page.addInitScript(() => window.localStorage.setItem('lng', 'en'));
  await page.goto('login');
  const submit = page.getByRole('button', { name: 'Log in' });
  await page.getByLabel('E-mail address').fill('driver@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_EN })).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('E-mail address')).toHaveValue('driver@example.com');
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_EN })).toHaveCount(0);
  await submit.click();
  await expect(page).not.toHaveURL(/\/login/);
});

test('issue 19 item 4 on the search: offline, searching waits for the network; the form keeps its station; online, it searches', async ({ page, context }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'driver@example.com');
  await page.goto('search');
  const form = page.getByRole('form', { name: 'Critères de recherche' });
  const station = form.getByRole('combobox', { name: 'Station de départ' });
  await station.fill('Gare');
  await page.getByRole('option', { name: 'Gare Centrale' }).first().click();
  const search = form.getByRole('button', { name: 'Rechercher' });
  await expect(search).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_FR })).toBeVisible();
  await expect(search).toBeDisabled();
  await expect(station).toHaveValue(/Gare Centrale/);
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_FR })).toHaveCount(0);
  await expect(station).toHaveValue(/Gare Centrale/);
  await search.click();
  await expect(page.getByRole('region', { name: 'Résultats' }).getByRole('article').first()).toBeVisible();
});
