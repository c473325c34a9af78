import { installFakeStripe } from '@frontoffice/part-payments/fakeStripe';
import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { consentToCookies, createValidatedDriver, restoreSession, skipWelcomeOfSession, useTenant } from './support.ts';

// Security (quality bar): a strict Content-Security-Policy holds on every page: no eval, no inline script or style
// element but the document's own first script (issue 18) and react-aria's two styles, each admitted by the hash of its
// exact text; scripts, styles, fonts and workers from the app's origin only.

/** Records every CSP violation the page reports, from its very first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the built index.html carries a strict policy: scripts and styles from the app only, no eval; its one inline script admitted by its hash alone', async ({ request }) => {
  const html = await (await request.get('')).text();
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
  expect(policy).toBeDefined();
  // issue 18: the page's first script is written into the document (firstFiles.ts); it is the only inline one.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  expect(inline).toHaveLength(1);
  expect(inline[0]).toContain('config.json');
  const hash = createHash('sha256').update(inline[0] ?? '').digest('base64');
  expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
  expect(policy).toMatch(/style-src 'self'( 'sha256-[\w+/=]+')*;/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(html).not.toMatch(/<style/);
});

test('the first visit (landing, login, cookie consent dialog, terms dialog) runs without a CSP violation', { tag: '@smoke' }, async ({ page }) => {
  const violations = await watchViolations(page);
  await useTenant(page, 'demo');
  await page.goto('login');
  const consent = page.getByRole('dialog');
  await expect(consent).toBeVisible();
  await consent.getByRole('button').last().click();
  await page.getByRole('button', { name: /^(Conditions générales|Terms)/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a signed-in driver on the map (maplibre, its worker, the drawer menu) runs without a CSP violation', { tag: '@smoke' }, async ({ page, context, baseURL }) => {
  const violations = await watchViolations(page);
  await consentToCookies(context, baseURL ?? '');
  await useTenant(page, 'cityshare');
  await restoreSession(page, 'cityshare', 'driver@example.com');
  await page.goto('search');
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /^(Ouvrir le menu|Open the menu|Menu)/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the card form (the demo provider, then Stripe through a fake Stripe.js) runs without a CSP violation (issue 13)', { tag: '@smoke' }, async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  await consentToCookies(context, baseURL ?? '');
  await useTenant(page, 'demo');
  // A driver of its own: the card it adds changes no other test's account.
  await restoreSession(page, 'demo', await createValidatedDriver(page, 'demo', 'csp'));
  await skipWelcomeOfSession(page, 'demo');
  await page.goto('account/payment-method');
  await page.getByRole('button', { name: 'Ajouter une carte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une carte' });
  await dialog.getByRole('textbox', { name: 'Numéro de carte' }).fill('4000002500003155');
  await dialog.getByRole('textbox', { name: "Date d'expiration" }).fill('1230');
  await dialog.getByRole('textbox', { name: 'Code de sécurité' }).fill('123');
  await dialog.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await page.getByRole('dialog', { name: /^Authentification/ }).getByRole('button', { name: 'Approuver' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  expect(await violations()).toEqual([]);

  await page.addInitScript(installFakeStripe);
  await page.route('**/api/stripe_key', (route) => route.fulfill({ json: { stripe_key: { public: 'pk_test_csp' } } }));
  await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('stripe_key:')).forEach((key) => localStorage.removeItem(key)));
  await page.reload();
  await page.getByRole('button', { name: 'Ajouter une carte' }).click();
  await expect(page.getByTestId('fake-stripe-element')).toBeVisible({ timeout: 15_000 });
  expect(await violations()).toEqual([]);
});

test('the policy admits Stripe.js from Stripe\'s hosts only, and only in the card document (decision D34, issue 19)', async ({ request }) => {
  const policyOf = async (path: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await (await request.get(path)).text())?.[1]?.replaceAll('&#39;', "'") ?? '';
  const directive = (policy: string, name: string) => policy.split('; ').find((item) => item.startsWith(`${name} `));
  const base = await policyOf('search');
  expect(directive(base, 'script-src')).toMatch(/^script-src 'self' 'sha256-[\w+/=]+'$/);
  expect(directive(base, 'frame-src')).toBe("frame-src 'none'");
  expect(base).not.toContain('stripe');
  for (const path of ['account/payment-method', 'signup']) {
    const cards = await policyOf(path);
    expect(directive(cards, 'script-src')).toBe(`${directive(base, 'script-src')} https://js.stripe.com https://*.js.stripe.com`);
    expect(directive(cards, 'frame-src')).toBe('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
    expect(directive(cards, 'connect-src')).toContain('https://api.stripe.com');
  }
});

test('issue 17: calls and images go to the exact hosts config.json names, never to any https: host', async ({ request }) => {
  const html = await (await request.get('')).text();
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'") ?? '';
  expect(policy).not.toMatch(/ https:(;| )/);
  // The shipped config.json: the API on the app's origin, the map style on OpenFreeMap.
  expect(policy).toContain("connect-src 'self' https://tiles.openfreemap.org;");
  expect(policy).toContain("img-src 'self' data: blob:;");
});
