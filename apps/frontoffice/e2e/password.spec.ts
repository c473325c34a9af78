import { expect, test } from '@playwright/test';
import { appPath, consentToCookies, demoControl, signIn, useTenant } from './support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
});

interface Outbox {
  messages: Array<{ kind: string; to: string; link?: string; sent_at: string }>;
}

// The reset changes the account's password in the demo API: this test has cityshare's passenger account to itself.
test('spec §2, §5, §7: forgot password, then the reset link of the e-mail sets a new password that signs in', async ({ page }) => {
  const email = 'passenger@example.com';
  await useTenant(page, 'cityshare');
  await page.goto('login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect.poll(() => appPath(page)).toBe('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();

  // spec §5: the reset button is enabled only when the e-mail is valid and changed.
  const field = page.getByRole('textbox', { name: 'Adresse e-mail' });
  const submit = page.getByRole('button', { name: 'Réinitialiser le mot de passe' });
  await expect(submit).toBeDisabled();
  await field.fill('passenger@');
  await expect(submit).toBeDisabled();
  await field.fill('Passenger@Example.COM');
  await expect(submit).toBeEnabled();
  const request = page.waitForRequest((r) => r.url().endsWith('/reset_password') && r.method() === 'POST');
  await submit.click();
  // spec §5: the request lower-cases the e-mail; spec §7: with the front office context.
  expect((await request).postDataJSON()).toEqual({ email, context: 'frontoffice' });
  // decision D28: the e-mail helper shows under the field.
  await expect(page.getByText('Si un compte existe pour cette adresse, vous recevrez un e-mail pour choisir un nouveau mot de passe.')).toBeVisible();

  const outbox = (await demoControl(page, 'cityshare', `outbox?to=${encodeURIComponent(email)}`)) as Outbox;
  const link = outbox.messages.filter((m) => m.kind === 'email' && m.link).at(-1)?.link;
  expect(link, 'the reset e-mail in the demo outbox').toMatch(/^\/frontofficev2\/reset-password\?reset_password_token=\w+/);
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();

  // decision D13: the confirmation must match.
  const password = page.getByRole('textbox', { name: 'Nouveau mot de passe' });
  const confirmation = page.getByRole('textbox', { name: 'Confirmation du mot de passe' });
  await password.fill('nouveau-secret-42');
  await confirmation.fill('nouveau-secret-24');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Les deux mots de passe ne sont pas identiques.')).toBeVisible();
  await confirmation.fill('nouveau-secret-42');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();

  // spec §2: success shows the checkmark and a login link.
  await expect(page.getByText('Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.')).toBeVisible();
  await page.getByRole('link', { name: 'Se connecter' }).last().click();
  await expect.poll(() => appPath(page)).toBe('/login');

  // The old password no longer opens the account; the new one does.
  await signIn(page, email);
  await expect(page.getByRole('alert').filter({ hasText: 'Accès refusé, veuillez vérifier vos identifiants' })).toBeVisible();
  await signIn(page, email, 'nouveau-secret-42');
  await expect.poll(() => appPath(page)).toBe('/search');
  expect(await page.evaluate(() => window.localStorage.getItem('token_type'))).toBe('member');
});

test('spec §2, §8: the reset page without a token shows the missing-token message and a way to a new link', async ({ page }) => {
  await useTenant(page, 'demo');
  await page.goto('reset-password');
  await expect(page.getByText('Ce lien de réinitialisation est incomplet : le jeton est manquant. Demandez un nouveau lien.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nouveau mot de passe' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect.poll(() => appPath(page)).toBe('/forgot-password');
});

test('spec §8: a failing forgot-password request shows the login-error message as a notification', async ({ page }) => {
  await useTenant(page, 'fleetco');
  await page.goto('forgot-password');
  await demoControl(page, 'fleetco', 'faults', { operation: 'requestPasswordReset', mode: 'error', status: 500, times: 1 });
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('driver@example.com');
  await page.getByRole('button', { name: 'Reset my password' }).click();
  await expect(page.getByText('Access denied, please check your credentials')).toBeVisible();
  await expect(page.getByText('If an account exists for this address')).toHaveCount(0);
});
