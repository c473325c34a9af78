import { expect, type Locator, type Page, test } from '@playwright/test';
import { consentToCookies, restoreSession, signIn, useTenant } from './support.ts';

/**
 * Issue 31 defect 18: the dialogs the shell opens by itself (cookie consent, spec §1, §5; new terms, decision D16;
 * welcome, decision D19) never take the focus from a driver who is typing. Each test types as a driver does, a
 * character at a time, as early as the page lets them, and checks that every character reached the field and that
 * the focus never left it.
 */

/** Records, in the page, each time the focus leaves a field (its id), from the page's first script on. */
async function recordFocusLosses(page: Page) {
  await page.addInitScript(() => {
    const losses: string[] = [];
    Object.assign(window, { __focusLosses: losses });
    document.addEventListener('focusout', (event) => {
      if (event.target instanceof HTMLInputElement) losses.push(event.target.id);
    }, true);
  });
}

/** The times the focus left `field` since the page loaded. */
async function focusLossesOf(page: Page, field: Locator): Promise<number> {
  const id = await field.getAttribute('id');
  return page.evaluate((fieldId) => (window as unknown as { __focusLosses: string[] }).__focusLosses.filter((lost) => lost === fieldId).length, id);
}

test('spec §1, §5 (issue 31 defect 18): on a first visit, the cookie-consent dialog is decided before the e-mail field can be typed in; no typed character is lost', async ({
  page,
}) => {
  await useTenant(page, 'demo');
  await recordFocusLosses(page);
  await page.goto('login', { waitUntil: 'commit' });
  // The driver types as soon as the page lets them: what comes first, the e-mail field free to type in or the dialog
  // that will cover it, checked at every frame from the start.
  const first = await page
    .waitForFunction(
      () => {
        // The consent dialog is the browser's own modal <dialog> (issue 32), open; the others carry the role.
        if (document.querySelector('dialog[open], [role="dialog"]')) return 'dialog';
        const field = document.querySelector<HTMLInputElement>('input[type="email"]');
        return field?.checkVisibility() && !field.closest('[inert], [aria-hidden="true"]') ? 'field' : false;
      },
      null,
      { polling: 'raf' },
    )
    .then((handle) => handle.jsonValue());
  expect(first, 'the e-mail field was offered before the consent dialog that covers it').toBe('dialog');
  // spec §5: the dialog, there from the page's first paint, is answered first.
  const consent = page.getByRole('dialog', { name: 'Vos préférences de cookies' });
  await consent.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(consent).toHaveCount(0);
  const email = page.getByLabel(/^Adresse e-mail/);
  await email.click();
  // About two seconds of typing: the dialog used to open 0.3 to 0.5 s after the field was usable here.
  await page.keyboard.type('premiere.visite@example.com', { delay: 70 });
  await expect(email).toHaveValue('premiere.visite@example.com');
  await expect(email).toBeFocused();
  expect(await focusLossesOf(page, email), 'the focus left the e-mail field while the driver typed').toBe(0);
  await expect(consent).toHaveCount(0);
});

test('decision D19 (issue 31 defect 18): after sign-in, the welcome dialog waits while the driver types in a field, then opens once they leave it', async ({
  page,
  context,
  baseURL,
}) => {
  // Cookies answered; the welcome not yet seen by this account.
  const value = encodeURIComponent(JSON.stringify({ technical: true, analytics: false }));
  await context.addCookies([{ name: 'cookie_consent', value, url: new URL('/frontofficev2/', baseURL ?? '').href }]);
  await useTenant(page, 'demo');
  await recordFocusLosses(page);
  // The welcome text is held until the driver is typing on the page that follows the sign-in: the dialog would then
  // open in the middle of the typing.
  const welcomeCall = /\/custom_contents\?(.*&)?type=welcome/;
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(welcomeCall, async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, 'driver@example.com');
  const field = page.getByRole('textbox', { name: 'Code de réduction' });
  await field.click();
  await page.keyboard.type('BIENV', { delay: 70 });
  const answered = page.waitForResponse(welcomeCall);
  release();
  await answered;
  await page.keyboard.type('ENUE2026', { delay: 70 });
  await expect(field).toHaveValue('BIENVENUE2026');
  await expect(field).toBeFocused();
  expect(await focusLossesOf(page, field), 'the focus left the field while the driver typed').toBe(0);
  const welcome = page.getByRole('dialog', { name: /Bienvenue/ });
  await expect(welcome).toHaveCount(0);
  // The driver leaves the field (a click on the page's title, which takes no focus): the welcome shows now.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(welcome).toBeVisible();
});

for (const [what, chunk] of [
  ['the member dialogs’ code', /\/assets\/MemberDialogs-[\w-]+\.js$/],
  ['the welcome dialog’s code', /\/assets\/WelcomeDialog-[\w-]+\.js$/],
] as const) {
  test(`issue 33 (D42): when ${what} cannot be downloaded (the network gone right after signing in), the page stays, without the dialog; the next visit shows it`, async ({
    page,
    context,
    baseURL,
  }) => {
    await consentToCookies(context, baseURL ?? '');
    // The driver's account not among those the welcome was shown to (decision D19; the tests' set-up marks them all).
    await context.addInitScript(() => window.localStorage.setItem('welcome_seen', '999'));
    await useTenant(page, 'demo');
    await restoreSession(page, 'demo', 'driver@example.com');
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    const refused = page.waitForEvent('requestfailed', (request) => chunk.test(new URL(request.url()).pathname));
    await page.goto('account/bookings');
    await refused;
    const heading = page.getByRole('heading', { level: 1, name: 'Mes réservations' });
    await expect(heading).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Not the root's "sorry, please reload" in place of the page.
    await expect(page.getByText('Désolé, une erreur est survenue')).toHaveCount(0);
    await expect(heading).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.unroute(chunk);
    await page.reload();
    await expect(page.getByRole('dialog', { name: /^Bienvenue sur la nouvelle plateforme/ })).toBeVisible();
  });
}
