import { expect, test, type Page } from '@playwright/test';
import { PDF, PNG, freshEmail, shot, smsCode, uploadInto } from './signupSupport.ts';
import { appPath, consentToCookies, demoControl, useTenant, type TenantId } from './support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
});

const password = 'bonjour-42';

/** spec §2 registration step: e-mail, password and its confirmation (and the terms where the tenant has them). */
async function register(page: Page, email: string, { terms }: { terms: boolean }) {
  await expect(page.getByRole('heading', { level: 2, name: 'Inscription' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmation du mot de passe').fill(password);
  const next = page.getByRole('button', { name: 'Suivant' });
  if (terms) {
    // spec §5: Next enabled only once the terms are ticked.
    await expect(next).toBeDisabled();
    await page.getByText("J'accepte les conditions générales d'utilisation").click();
  } else {
    // D16: no terms box when the tenant has no terms.
    await expect(page.getByText("J'accepte les conditions générales d'utilisation")).toHaveCount(0);
  }
  await shot(page, 'registration');
  await next.click();
  // spec §2 signup/welcome, then back to the steps.
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue !' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
}

async function personalDetails(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Informations personnelles' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Ana');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lima');
  await page.getByRole('textbox', { name: 'Date de naissance' }).fill('17041990');
  await expect(page.getByRole('textbox', { name: 'Date de naissance' })).toHaveValue('17/04/1990');
  await page.getByRole('textbox', { name: /^Adresse/ }).first().fill('4521 Rue Saint-Denis');
  await page.getByRole('textbox', { name: /^Code postal/ }).fill('H2J 2L4');
  await page.getByRole('textbox', { name: /^Ville/ }).fill('Montréal');
  await shot(page, 'personal-details');
  await page.getByRole('button', { name: 'Suivant' }).click();
}

async function phone(page: Page, tenant: TenantId, national: string, e164: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Téléphone' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Numéro de téléphone mobile' }).fill(national);
  await shot(page, 'phone');
  await page.getByRole('button', { name: 'Recevoir le code' }).click();
  const code = await smsCode(page, tenant, e164);
  const first = page.getByRole('textbox', { name: 'Chiffre 1 sur 6' });
  await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
  await shot(page, 'sms-code');
  // spec §5: an autofilled code fills the six boxes and submits itself.
  await first.fill(code);
}

async function licence(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Permis de conduire' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Numéro du permis/ }).fill('M6352-170490-07');
  await page.getByRole('textbox', { name: /^Date d'expiration du permis/ }).fill('17042031');
  await shot(page, 'licence-details');
  await page.getByRole('button', { name: 'Suivant' }).click();
}

async function uploads(page: Page, heading: string, slots: string[], name: string) {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  const next = page.getByRole('button', { name: 'Suivant' });
  // spec §4: Next only once every file of the step is uploaded.
  await expect(next).toBeDisabled();
  for (const [index, label] of slots.entries()) {
    await uploadInto(page, label, index % 2 === 0 ? { name: 'photo.png', mimeType: 'image/png', buffer: PNG } : { name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF });
  }
  await shot(page, name);
  await next.click();
}

test('issue 14, campus: the seven steps, no terms (D16), no card step, ending on pending validation; validated, the driver reaches the search', async ({ page }) => {
  test.setTimeout(120_000);
  await useTenant(page, 'campus');
  await page.goto('signup');
  // D31: only the tenant's steps; spec §2: the sidebar stepper on desktop.
  const stepper = page.getByRole('navigation', { name: "Étapes de l'inscription" });
  await expect(stepper.getByRole('listitem')).toHaveText(
    ['1Inscription', '2Informations personnelles', '3Téléphone', '4Permis de conduire', '5Photos du permis', "6Pièce d'identité", '7Selfie'],
  );
  const email = freshEmail('campus');
  await register(page, email, { terms: false });
  await personalDetails(page);
  // spec §2: the steps before the current one are completed.
  await expect(stepper.locator('[aria-current="step"]')).toContainText('Téléphone');
  await expect(stepper.getByText('(terminée)')).toHaveCount(2);
  await phone(page, 'campus', '514 555 0199', '+15145550199');
  await licence(page);
  await uploads(page, 'Photos du permis', ['Permis de conduire, recto', 'Permis de conduire, verso'], 'driver-license');
  await uploads(page, "Pièce d'identité", ["Pièce d'identité, recto", "Pièce d'identité, verso"], 'id-document');
  await uploads(page, 'Selfie', ['Selfie'], 'selfie');
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre inscription !' })).toBeVisible();
  await shot(page, 'pending-validation');

  await demoControl(page, 'campus', `drivers/${encodeURIComponent(email)}/validate`, {});
  // The pending page asks for the account again: once validated, registration is complete and the root shows.
  await expect.poll(() => appPath(page), { timeout: 20_000 }).toBe('/search');
});
