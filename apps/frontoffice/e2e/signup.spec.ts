import { expect, test, type Page } from '@playwright/test';
import { PDF, PNG, freshEmail, shot, smsCode, uploadInto } from './signupSupport.ts';
import { appPath, consentToCookies, demoControl, restoreSession, useTenant, type TenantId } from './support.ts';

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
  const obtained = page.getByRole('textbox', { name: /^Date d'obtention du permis/ });
  if (await obtained.count()) await obtained.fill('02062009');
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

test('issue 14, demo: a fresh account through all nine steps (SMS code from the outbox, PNG and PDF uploads, the demo card), ending on pending validation; validated, the driver reaches the search', async ({ page }) => {
  test.setTimeout(150_000);
  await useTenant(page, 'demo');
  await page.goto('signup');
  const stepper = page.getByRole('navigation', { name: "Étapes de l'inscription" });
  await expect(stepper.getByRole('listitem')).toHaveCount(9);
  // The read-more dialog shows the terms in force.
  await page.getByRole('button', { name: 'Lire les conditions générales' }).click();
  const terms = page.getByRole('dialog', { name: "Conditions générales d'utilisation" });
  await expect(terms).toContainText('Version du 1er septembre 2026');
  await shot(page, 'terms-dialog');
  await terms.getByRole('button', { name: 'Fermer' }).click();
  const email = freshEmail('demo');
  await register(page, email, { terms: true });
  await personalDetails(page);
  await phone(page, 'demo', '514 555 0142', '+15145550142');
  await licence(page);
  await uploads(page, 'Photos du permis', ['Permis de conduire, recto', 'Permis de conduire, verso'], 'driver-license');
  await uploads(page, "Pièce d'identité", ["Pièce d'identité, recto", "Pièce d'identité, verso"], 'id-document');
  await uploads(page, 'Selfie', ['Selfie'], 'selfie');
  await uploads(page, 'Autres documents', ['Preuve d’adresse', 'Relevé de dossier de conduite (SAAQ)'], 'other-documents');

  await expect(page.getByRole('heading', { level: 2, name: 'Carte de paiement' })).toBeVisible();
  // D15: the demo tenant requires a card: no "later".
  await expect(page.getByRole('button', { name: 'Plus tard' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: "Date d'expiration" }).fill('12/34');
  await page.getByRole('textbox', { name: 'Code de sécurité' }).fill('123');
  await shot(page, 'credit-card');
  await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre inscription !' })).toBeVisible();

  await demoControl(page, 'demo', `drivers/${encodeURIComponent(email)}/validate`, {});
  await expect.poll(() => appPath(page), { timeout: 20_000 }).toBe('/search');
});

test('issue 14, cityshare: its five steps (an expired SMS code renewed on the way, the demo card), ending on pending validation; validated, the driver reaches the search', async ({ page }) => {
  test.setTimeout(150_000);
  await useTenant(page, 'cityshare');
  await page.goto('signup');
  const stepper = page.getByRole('navigation', { name: "Étapes de l'inscription" });
  await expect(stepper.getByRole('listitem')).toHaveText(['1Inscription', '2Informations personnelles', '3Téléphone', '4Photos du permis', '5Carte de paiement']);
  const email = freshEmail('cityshare');
  await register(page, email, { terms: true });

  await expect(page.getByRole('heading', { level: 2, name: 'Informations personnelles' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Léa');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: 'Date de naissance' }).fill('03021992');
  await page.getByRole('textbox', { name: /^Adresse/ }).first().fill('12 rue Oberkampf');
  await page.getByRole('textbox', { name: /^Code postal/ }).fill('75011');
  await page.getByRole('textbox', { name: /^Ville/ }).fill('Paris');
  await page.getByRole('button', { name: 'Suivant' }).click();

  // D18, D36: a French number typed nationally; spec §8 SMS_CODE_EXPIRED, then a new code on demand.
  await expect(page.getByRole('heading', { level: 2, name: 'Téléphone' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Numéro de téléphone mobile' }).fill('06 44 55 66 77');
  await page.getByRole('button', { name: 'Recevoir le code' }).click();
  const expired = await smsCode(page, 'cityshare', '+33644556677');
  await demoControl(page, 'cityshare', `drivers/${encodeURIComponent(email)}/expire-sms-code`, {});
  await page.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).fill(expired);
  await expect(page.getByRole('alert').filter({ hasText: 'Ce code a expiré. Demandez un nouveau code.' })).toBeVisible();
  await shot(page, 'sms-code-expired');
  await page.getByRole('button', { name: 'Renvoyer le code', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Un nouveau code vous a été envoyé.');
  await expect.poll(() => smsCode(page, 'cityshare', '+33644556677')).not.toBe(expired);
  await page.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).fill(await smsCode(page, 'cityshare', '+33644556677'));

  await uploads(page, 'Photos du permis', ['Permis de conduire, recto', 'Permis de conduire, verso'], 'cityshare-driver-license');
  await expect(page.getByRole('heading', { level: 2, name: 'Carte de paiement' })).toBeVisible();
  // D15: cityshare requires a card.
  await expect(page.getByRole('button', { name: 'Plus tard' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: "Date d'expiration" }).fill('12/34');
  await page.getByRole('textbox', { name: 'Code de sécurité' }).fill('123');
  await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre inscription !' })).toBeVisible();
  // A public platform: a way back home (spec §2).
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();

  await demoControl(page, 'cityshare', `drivers/${encodeURIComponent(email)}/validate`, {});
  await expect.poll(() => appPath(page), { timeout: 20_000 }).toBe('/search');
});

test('decision D19, demo: a new account is greeted by the signup, not by the welcome dialog; its first sign-in shows the dialog once', async ({ page }) => {
  test.setTimeout(90_000);
  await useTenant(page, 'demo');
  await page.goto('signup');
  const email = freshEmail('welcome');
  // register() would be stopped by any dialog over the steps.
  await register(page, email, { terms: true });
  await expect(page.getByRole('heading', { level: 2, name: 'Informations personnelles' })).toBeVisible();
  const welcome = page.getByRole('dialog', { name: /^Bienvenue sur la nouvelle plateforme/ });
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Informations personnelles' })).toBeVisible();
  await expect(welcome).toHaveCount(0);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect.poll(() => appPath(page)).toBe('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  // Signing out renders the login page again as a guest: fill it once that has settled.
  await expect(async () => {
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email, { timeout: 1000 });
  }).toPass();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: "C'est parti" }).click();
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Informations personnelles' })).toBeVisible();
  await expect(welcome).toHaveCount(0);
});

test.describe('redirect_uri (decision D30)', () => {
  const allowed = 'https://app.example.org/after-signup';

  test('D30: only the exact allowed address gets a back-to-app link, with the access token', async ({ page }) => {
    await useTenant(page, 'demo', { allowedRedirectUris: [allowed] });
    await restoreSession(page, 'demo', 'waiting@example.com');
    const refused = [
      '//evil.example',
      'https://app.example.org.evil.example/after-signup',
      'javascript:alert(document.cookie)',
      `${allowed}/evil`,
      `${allowed}?next=1`,
      `https://evil.example/?u=${encodeURIComponent(allowed)}`,
    ];
    for (const uri of refused) {
      await page.goto(`signup?redirect_uri=${encodeURIComponent(uri)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre inscription !' })).toBeVisible();
      await expect(page.getByRole('link', { name: "Retour à l'application" }), uri).toHaveCount(0);
    }
    await page.goto(`signup?redirect_uri=${encodeURIComponent(allowed)}`);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    await expect(page.getByRole('link', { name: "Retour à l'application" })).toHaveAttribute('href', `${allowed}?access_token=${encodeURIComponent(token ?? '')}`);
  });

  test('spec §2, D30: a complete registration follows only the allowed address, replacing the location; otherwise the root', async ({ page }) => {
    await page.route('https://app.example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>app</title><h1>Back in the app</h1>' }));
    await useTenant(page, 'demo', { allowedRedirectUris: [allowed] });
    await restoreSession(page, 'demo', 'driver@example.com');
    for (const uri of [`${allowed}/evil`, `${allowed}?x=1`, '//evil.example', 'javascript:alert(1)']) {
      await page.goto(`signup?redirect_uri=${encodeURIComponent(uri)}`);
      await expect.poll(() => appPath(page)).toBe('/search');
    }
    await page.goto(`signup?redirect_uri=${encodeURIComponent(allowed)}`);
    await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible();
    const token = await page.evaluate(() => new URL(window.location.href).searchParams.get('access_token'));
    expect(token).toBeTruthy();
    expect(new URL(page.url()).origin + new URL(page.url()).pathname).toBe(allowed);
  });
});
