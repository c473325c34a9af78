import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freshDriver, type Outbox } from './drivers.ts';
import { appPath, consentToCookies, demoControl, restoreSession, signIn, useTenant, type TenantId } from './support.ts';

// Issue 16, account/details (spec §2, §4, §5, §7, §8). Every test that changes an account works on a fresh one, made
// through the demo API as a driver would (signup, details, validation by the operator), so that tests never share
// state with each other or with other files.

async function openDetails(page: Page) {
  await page.goto('account/details');
  await expect(page.getByRole('heading', { level: 1, name: /^(Mon compte|My account)$/ })).toBeVisible();
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Enregistrer les modifications' });

test.beforeEach(async ({ context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
});

test('spec §2, §5: the fields shown are the tenant’s driverFields (demo), and differ on fleetco', async ({ page }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'driver@example.com');
  await openDetails(page);
  const form = page.locator('form').filter({ has: saveButton(page) });
  for (const label of ['Prénom', 'Nom', 'Date de naissance', 'Lieu de naissance (facultatif)', 'Numéro de téléphone mobile', 'Numéro du permis de conduire']) {
    await expect(form.getByLabel(label, { exact: true }).first()).toBeVisible();
  }
  await expect(form.getByRole('group', { name: 'Adresse postale' })).toBeVisible();
  // spec §2: the e-mail read-only, in the page's header (not a field of the form, never sent with it).
  const email = page.getByRole('main').getByLabel('Adresse e-mail');
  await expect(email).toHaveValue('driver@example.com');
  await expect(email).toHaveAttribute('readonly', '');
  await expect(form.getByLabel('Adresse e-mail')).toHaveCount(0);

  await page.context().clearCookies();
  await consentToCookies(page.context(), page.url());
  await useTenant(page, 'fleetco');
  await restoreSession(page, 'fleetco', 'driver@example.com');
  await openDetails(page);
  const fleetForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save the changes' }) });
  await expect(fleetForm.getByLabel('Driving licence number')).toHaveValue('MARTI904170C99AB');
  await expect(fleetForm.getByLabel(/^Date of birth/)).toHaveCount(0);
  await expect(fleetForm.getByRole('group', { name: /address/i })).toHaveCount(0);
});

test('spec §5, §7: one changed field is the only one sent, profil-changed shows, and a reload shows it saved', async ({ page }) => {
  await useTenant(page, 'demo');
  await freshDriver(page, 'demo');
  await openDetails(page);
  const place = page.getByLabel('Lieu de naissance (facultatif)');
  await expect(place).toHaveValue('Sherbrooke');
  await place.fill('Trois-Rivières');
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname.endsWith('/api/user'));
  await saveButton(page).click();
  expect((await sent).postDataJSON()).toEqual({ user: { birthday_location: 'Trois-Rivières' } });
  await expect(page.getByText('Votre profil a été mis à jour.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Lieu de naissance (facultatif)')).toHaveValue('Trois-Rivières');
});

test('issue 16: leaving with unsaved changes asks first', async ({ page }) => {
  await useTenant(page, 'demo');
  await freshDriver(page, 'demo');
  await openDetails(page);
  await page.getByLabel('Lieu de naissance (facultatif)').fill('Gatineau');
  await page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Réservations' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page.getByLabel('Lieu de naissance (facultatif)')).toHaveValue('Gatineau');
  expect(appPath(page)).toBe('/account/details');
  // Leaving after all: the page goes, the change with it.
  await page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Réservations' }).click();
  await ask.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect.poll(() => appPath(page)).toBe('/account/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
  await page.goBack();
  await expect.poll(() => appPath(page)).toBe('/account/details');
  await expect(page.getByLabel('Lieu de naissance (facultatif)')).toHaveValue('Sherbrooke');
});

async function lastSmsCode(page: Page, to: string): Promise<string> {
  const outbox = (await demoControl(page, 'demo', `outbox?to=${encodeURIComponent(to)}`)) as Outbox;
  const code = outbox.messages.filter((m) => m.kind === 'sms' && m.code).at(-1)?.code;
  expect(code, `an SMS code sent to ${to}`).toBeTruthy();
  return code ?? '';
}

test('spec §4, §5, §8: a phone change is confirmed with the code of the SMS; a wrong code is refused first', async ({ page }) => {
  await useTenant(page, 'demo');
  await freshDriver(page, 'demo');
  await openDetails(page);
  await page.getByLabel('Numéro de téléphone mobile').fill('514 555 0181');
  await saveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmer votre nouveau numéro' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Votre numéro ne changera qu'une fois ce code saisi/)).toBeVisible();
  const code = await lastSmsCode(page, '+15145550181');

  // spec §8: a wrong code.
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).pressSequentially(wrong);
  await expect(dialog.getByText('Le code saisi est incorrect. Vérifiez le SMS reçu et réessayez.')).toBeVisible();
  // The refused code empties the boxes in place, the focus in the first: the right code is typed straight away.
  await expect(dialog.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeFocused();
  await page.keyboard.type(code);
  await expect(page.getByText('Votre numéro de téléphone a été modifié.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Numéro de téléphone mobile')).toHaveValue('(514) 555-0181');
  await page.reload();
  await expect(page.getByLabel('Numéro de téléphone mobile')).toHaveValue('(514) 555-0181');
});

test('spec §4: a pending change opens the dialog on load, and discard clears it', async ({ page }) => {
  await useTenant(page, 'demo');
  const driver = await freshDriver(page, 'demo');
  await openDetails(page);
  await page.getByLabel('Numéro de téléphone mobile').fill('514 555 0182');
  await saveButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Confirmer votre nouveau numéro' })).toBeVisible();
  // Escape puts it off; the change stays pending and the dialog opens again with the page.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Confirmer votre nouveau numéro' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler le changement de numéro' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Numéro de téléphone mobile')).toHaveValue(driver.phone);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('spec §5, §8: a wrong current password shows its message; a successful change lets the driver sign in with the new one', async ({ page }) => {
  await useTenant(page, 'demo');
  const driver = await freshDriver(page, 'demo');
  await openDetails(page);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changer le mot de passe' });
  await dialog.getByLabel('Mot de passe actuel', { exact: true }).fill('not-my-password');
  await dialog.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-secret-42');
  await dialog.getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill('nouveau-secret-42');
  await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(dialog.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();
  await dialog.getByLabel('Mot de passe actuel', { exact: true }).fill(driver.password);
  await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.evaluate(() => {
    for (const key of ['access_token', 'refresh_token', 'token_type']) window.localStorage.removeItem(key);
  });
  await signIn(page, driver.email, driver.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Accès refusé, veuillez vérifier vos identifiants' })).toBeVisible();
  await signIn(page, driver.email, 'nouveau-secret-42');
  await expect.poll(() => appPath(page)).toBe('/search');
});

test('spec §8: backoffice@ (a pending invoice) cannot delete the account and sees why, with the contact', async ({ page }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'backoffice@example.com');
  await openDetails(page);
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer votre compte ?' });
  await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Votre profil ne peut pas être supprimé : contactez le service client.');
  await expect(dialog.getByRole('link', { name: 'support@demo-mobility.example' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Comment supprimer mon compte ?' })).toBeVisible();
  expect(appPath(page)).toBe('/account/details');
});

test('spec §4, §7: a fresh account deletes itself, is signed out, and cannot sign in again', async ({ page }) => {
  await useTenant(page, 'demo');
  const driver = await freshDriver(page, 'demo');
  await openDetails(page);
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer votre compte ?' });
  await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(page.getByText('Votre compte a été supprimé.')).toBeVisible();
  await expect.poll(() => appPath(page)).toBe('/login');
  // spec §4: the member's tokens are gone (a guest token at most).
  expect(await page.evaluate(() => window.localStorage.getItem('token_type'))).not.toBe('member');
  await signIn(page, driver.email, driver.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Accès refusé, veuillez vérifier vos identifiants' })).toBeVisible();
});

test('spec §7, D35: a document replaced on the details page is on the server once; the page asks for the documents once', async ({ page }) => {
  await useTenant(page, 'demo');
  const driver = await freshDriver(page, 'demo');
  const listed: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/api/user/documents')) listed.push(request.url());
  });
  await openDetails(page);
  // The documents come under the form, in a render of their own (issue 32): drawn, then nothing more asked. Its upload
  // fields mount one after another and share one answer (api-client USER_DOCUMENTS_STALE_MS).
  await expect(page.getByRole('button', { name: 'Choisir un fichier: Permis de conduire, recto' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(listed).toHaveLength(1);
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% ${name}\n%%EOF\n`) });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/user/documents')) uploads.push(request.url());
  });

  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choisir un fichier: Permis de conduire, recto' }).click();
  await (await chooser).setFiles(pdf('permis-1.pdf'));
  await expect(page.getByText('Fichier envoyé.')).toBeVisible();

  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Remplacer: Permis de conduire, recto' }).click();
  await (await chooser).setFiles(pdf('permis-2.pdf'));
  await expect(page.getByText('Fichier remplacé.')).toBeVisible();
  expect(uploads).toHaveLength(2);

  const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
  const answer = await page.request.get('/tenants/demo/api/user/documents', { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr' } });
  const { documents } = (await answer.json()) as { documents: Array<{ document_type: string; file_url: string }> };
  const fronts = documents.filter((document) => document.document_type === 'licence_front');
  expect(fronts, `${driver.email}'s licence fronts`).toHaveLength(1);
  const file = await page.request.get(fronts[0]?.file_url ?? '');
  expect(await file.text()).toContain('permis-2.pdf');
  // After a reload the slot shows the document on the server (D35).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remplacer: Permis de conduire, recto' })).toBeVisible();
});

test('spec §2, §7: a new photo (POST /user/photos, photo[image]) shows in the drawer menu\'s header at once', async ({ page }) => {
  await useTenant(page, 'demo');
  await freshDriver(page, 'demo');
  await openDetails(page);
  // A 1×1 PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/user/photos'));
  // Chromium gives a multipart body with a file only to a request that is intercepted: the upload goes through a route.
  await page.route('**/api/user/photos', (route) => route.continue());
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choisir un fichier: Photo de profil' }).click();
  await (await chooser).setFiles({ name: 'moi.png', mimeType: 'image/png', buffer: png });
  expect((await sent).postData()).toContain('name="photo[image]"');
  await expect(page.getByText('Fichier envoyé.')).toBeVisible();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu principal' });
  await expect(menu.locator('img').first()).toHaveAttribute('src', /\/__demo\/files\/\d+$/);
});

for (const [tenant, lang] of [['demo', 'fr'], ['cityshare', 'en']] as Array<[TenantId, string]>) {
  test(`accessibility: account/details of ${tenant} (${lang}) has no WCAG A/AA violation`, async ({ page }) => {
    await page.addInitScript((lng) => window.localStorage.setItem('lng', lng), lang);
    await useTenant(page, tenant);
    await restoreSession(page, tenant, 'driver@example.com');
    await openDetails(page);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
