import { installFakeStripe, type FakeStripeRecord } from '@frontoffice/part-payments/fakeStripe';
import { type BrowserContext, expect, type Locator, type Page, type Response, test } from '@playwright/test';
import { consentToCookies, createValidatedDriver, restoreSession, skipWelcomeOfSession, type TenantId, useTenant as pointAtTenant } from './support.ts';

// Issue 13: the payment methods page (spec §2 account/payment-method, §4 card actions, §9 order) and the card form
// through both providers (decision D34), in Debian's Chromium without network. Each test has a driver of its own,
// with a Visa (4242, the main card) and a Mastercard (4444), so that tests running in parallel never share cards.

// Adding a card is three calls and a provider's answer: on a loaded two-core machine that can take over 5 s.
expect.configure({ timeout: 15_000 });

/** Adds a card through the API, as the card form does (setup intent, then the card with a test payment method). */
async function addCardByApi(page: Page, tenant: TenantId, token: string, paymentMethod: string) {
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr' };
  const intent = (await (await page.request.post(`/tenants/${tenant}/api/user/stripe_setup_intents`, { headers })).json()) as { stripe_setup_intent: { id: string } };
  const card = await page.request.post(`/tenants/${tenant}/api/user/stripe_cards`, {
    headers,
    data: { stripe_card: { stripe_setup_intent_id: intent.stripe_setup_intent.id, stripe_payment_method_id: paymentMethod } },
  });
  expect(card.ok()).toBe(true);
}

async function openPaymentMethods(page: Page, context: BrowserContext, baseURL: string | undefined, path = 'account/payment-method', tenant: TenantId = 'demo') {
  await consentToCookies(context, baseURL ?? '');
  // Renamed: a plain helper, not a React hook (react-hooks/rules-of-hooks reads the name).
  await pointAtTenant(page, tenant);
  const email = await createValidatedDriver(page, tenant, 'cards');
  await restoreSession(page, tenant, email);
  await skipWelcomeOfSession(page, tenant);
  const token = (await page.evaluate(() => localStorage.getItem('access_token'))) ?? '';
  await addCardByApi(page, tenant, token, 'pm_card_visa');
  await addCardByApi(page, tenant, token, 'pm_card_mastercard');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Moyens de paiement' })).toBeVisible();
}

/** The table's rows, each the masked number it shows. */
function cardRows(page: Page): Locator {
  return page.getByRole('grid', { name: 'Vos cartes de paiement' }).locator('tbody [role="row"]');
}

async function numbersOnScreen(page: Page): Promise<string[]> {
  return (await cardRows(page).allTextContents()).map((text) => /XXXX XXXX XXXX \d{4}/.exec(text)?.[0] ?? text);
}

/** The account's cards as the server orders them (spec §9), with the page's own token. */
async function numbersOnServer(page: Page, tenant: TenantId = 'demo'): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(`/tenants/${tenant}/api/user/stripe_cards`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr' } });
  const body = (await response.json()) as { stripe_cards: { last4: string }[] };
  return body.stripe_cards.map((card) => `XXXX XXXX XXXX ${card.last4}`);
}

async function openAddCard(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Ajouter une carte' }).click();
  return page.getByRole('dialog', { name: 'Ajouter une carte' });
}

async function typeDemoCard(dialog: Locator, number: string) {
  await dialog.getByRole('textbox', { name: 'Numéro de carte' }).fill(number);
  await dialog.getByRole('textbox', { name: "Date d'expiration" }).fill('1230');
  await dialog.getByRole('textbox', { name: 'Code de sécurité' }).fill('123');
  await dialog.getByRole('button', { name: 'Enregistrer la carte' }).click();
}

test('D34 Stripe path without network: a fake Stripe.js and a pk_test_ key; the card is confirmed with the Elements and appears in the table', async ({ page, context, baseURL }) => {
  await page.addInitScript(installFakeStripe, { confirm: { paymentMethod: 'pm_card_amex' }, confirmDelayMs: 300 });
  await page.route('**/api/stripe_key', (route) => route.fulfill({ json: { stripe_key: { public: 'pk_test_e2eOperator' } } }));
  await openPaymentMethods(page, context, baseURL);
  const dialog = await openAddCard(page);
  await expect(dialog.getByTestId('fake-stripe-element')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Votre carte a été ajoutée.')).toBeVisible();
  await expect.poll(() => numbersOnScreen(page)).toContain('XXXX XXXX XXXX 8431');
  const record = await page.evaluate(() => (window as unknown as { fakeStripe: FakeStripeRecord }).fakeStripe);
  expect(record.keys).toEqual(['pk_test_e2eOperator']);
  expect(record.elementsOptions[0]).toMatchObject({ mode: 'setup', locale: 'fr', allowedPaymentMethodTypes: ['card'] });
  expect(record.confirmSetup).toHaveLength(1);
  expect(record.confirmSetup[0]).toMatchObject({ withElements: true, redirect: 'if_required' });
  // spec §7: the key is kept in local storage for this tenant.
  expect(await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('stripe_key:')).map(([, value]) => value))).toEqual(['pk_test_e2eOperator']);
});

test('D34 demo provider: 4242 is accepted; 3-D Secure approved is accepted too', async ({ page, context, baseURL }) => {
  await openPaymentMethods(page, context, baseURL);
  await expect.poll(() => numbersOnScreen(page)).toEqual(['XXXX XXXX XXXX 4242', 'XXXX XXXX XXXX 4444']);
  let dialog = await openAddCard(page);
  await typeDemoCard(dialog, '4242424242424242');
  await expect(dialog).toBeHidden();
  await expect.poll(() => numbersOnScreen(page)).toHaveLength(3);

  dialog = await openAddCard(page);
  await typeDemoCard(dialog, '4000002500003155');
  const authentication = page.getByRole('dialog', { name: 'Authentification de votre banque (démonstration)' });
  await expect(authentication).toContainText('se terminant par 3155');
  await authentication.getByRole('button', { name: 'Approuver' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => numbersOnScreen(page)).toContain('XXXX XXXX XXXX 3155');
  expect(await numbersOnServer(page)).toHaveLength(4);
});

test('D34 demo provider: 0002 is declined and 3-D Secure refused is refused, before any POST /user/stripe_cards', async ({ page, context, baseURL }) => {
  const recorded: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/user/stripe_cards')) recorded.push(request.url());
  });
  await openPaymentMethods(page, context, baseURL);
  const dialog = await openAddCard(page);
  await typeDemoCard(dialog, '4000000000000002');
  await expect(dialog.getByRole('alert')).toHaveText('Votre carte a été refusée.');
  await expect(dialog.getByRole('textbox', { name: 'Numéro de carte' })).toHaveValue('4000 0000 0000 0002');

  await dialog.getByRole('textbox', { name: 'Numéro de carte' }).fill('4000002500003155');
  await dialog.getByRole('button', { name: 'Enregistrer la carte' }).click();
  const authentication = page.getByRole('dialog', { name: 'Authentification de votre banque (démonstration)' });
  await authentication.getByRole('button', { name: 'Refuser' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("L'authentification de votre carte a échoué. Choisissez un autre moyen de paiement et réessayez.");
  expect(recorded).toEqual([]);
  expect(await numbersOnServer(page)).toHaveLength(2);
});

test('spec §4: set as main re-sorts the list on the server and on screen; delete asks first', async ({ page, context, baseURL }) => {
  await openPaymentMethods(page, context, baseURL);
  await page.getByRole('button', { name: 'Options de la carte se terminant par 4444' }).click();
  await page.getByRole('menuitem', { name: 'Définir comme carte principale' }).click();
  await expect(page.getByText('Cette carte est désormais votre carte principale.')).toBeVisible();
  await expect.poll(() => numbersOnScreen(page)).toEqual(['XXXX XXXX XXXX 4444', 'XXXX XXXX XXXX 4242']);
  expect(await numbersOnServer(page)).toEqual(['XXXX XXXX XXXX 4444', 'XXXX XXXX XXXX 4242']);
  await expect(cardRows(page).first()).toContainText('Carte principale');

  await page.getByRole('button', { name: 'Options de la carte se terminant par 4242' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer cette carte ?' });
  await expect(confirm).toBeVisible();
  expect(await numbersOnServer(page)).toHaveLength(2);
  await confirm.getByRole('button', { name: 'Supprimer la carte' }).click();
  await expect(page.getByText('La carte a été supprimée.')).toBeVisible();
  await expect.poll(() => numbersOnScreen(page)).toEqual(['XXXX XXXX XXXX 4444']);
  expect(await numbersOnServer(page)).toEqual(['XXXX XXXX XXXX 4444']);
});

test('spec §2: on a 390 px phone the cards are a list without sideways scrolling, the menus still work', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPaymentMethods(page, context, baseURL);
  await expect(cardRows(page)).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const dialog = await openAddCard(page);
  await expect(dialog.getByRole('textbox', { name: 'Numéro de carte' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('payment-methods-390-form.png') });
});

test('issue 13 item 6: sent here to add a card, the driver goes back to where they were', async ({ page, context, baseURL }) => {
  await openPaymentMethods(page, context, baseURL, `account/payment-method?redirect=${encodeURIComponent('/account/bookings')}`);
  await expect(page.getByText('Ajoutez une carte pour continuer : vous reviendrez ensuite là où vous étiez.')).toBeVisible();
  const dialog = await openAddCard(page);
  await typeDemoCard(dialog, '5555555555554444');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/frontofficev2/account/bookings');
});

test('D34: /login and /search load no Stripe code', async ({ page, context, baseURL }) => {
  const scripts: { url: string; body: string }[] = [];
  const stripeRequests: string[] = [];
  page.on('request', (request) => {
    if (/stripe\.com/.test(new URL(request.url()).hostname)) stripeRequests.push(request.url());
  });
  // Each script's text is read as it comes; the reads are awaited before the check, and the listener is removed
  // first: a read started by a chunk arriving as the test ended failed it ("response.text: Test ended", seen once in a
  // full run, passed on its retry).
  const reads: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) {
      reads.push(response.text().then((body) => void scripts.push({ url: response.url(), body })));
    }
  };
  page.on('response', onResponse);
  await consentToCookies(context, baseURL ?? '');
  await pointAtTenant(page, 'demo');
  await page.goto('login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await restoreSession(page, 'demo', 'driver@example.com');
  await page.goto('search', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: /^(Rechercher|Search)/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(reads);
  expect(scripts.length).toBeGreaterThan(3);
  const withStripe = scripts.filter((script) => script.body.includes('js.stripe.com') || /StripeCardForm|DemoCardForm/.test(script.url)).map((s) => s.url);
  expect(withStripe).toEqual([]);
  expect(stripeRequests).toEqual([]);
});

test('spec §2: without payments (fleetco) the page does not exist', async ({ page, context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
  await pointAtTenant(page, 'fleetco');
  await restoreSession(page, 'fleetco', 'driver@example.com');
  await page.goto('account/payment-method');
  await expect(page.getByRole('heading', { level: 1, name: /^(Page introuvable|Page not found)$/ })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
});
