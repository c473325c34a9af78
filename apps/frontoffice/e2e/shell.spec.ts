import { expect, test } from '@playwright/test';
import { appPath, consentToCookies, restoreSession, signIn, useTenant } from './support.ts';

test.describe('with cookies answered', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await consentToCookies(context, baseURL ?? '');
  });

  test('spec §1: the tenant gives the title, the theme and the language', async ({ page }) => {
    await useTenant(page, 'fleetco');
    await page.goto('login');
    await expect(page).toHaveTitle('FleetCo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'fleetco');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  });

  test('spec §2: the language toggle switches the interface and is remembered', async ({ page }) => {
    await useTenant(page, 'demo');
    await page.goto('login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
    await expect(page).toHaveTitle('Demo Mobility');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const toggle = page.getByRole('group', { name: 'Langue' });
    await expect(toggle.getByRole('button', { name: 'FR (Français)' })).toHaveAttribute('aria-pressed', 'true');
    await toggle.getByRole('button', { name: 'EN (English)' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'EN (English)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Demo Mobility');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => window.localStorage.getItem('lng'))).toBe('en');
  });

  test('issue 7 start-up: the first text shown is already themed, titled and in the chosen language (no flash)', async ({ page }) => {
    // Every time the app's root shows text, note the page's language, theme and title at that moment.
    await page.addInitScript(() => {
      const seen: Array<{ lang: string; theme: string | null; title: string; text: string }> = [];
      (window as unknown as { __frames: typeof seen }).__frames = seen;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        const text = root?.innerText.trim() ?? '';
        if (text) seen.push({ lang: document.documentElement.lang, theme: document.documentElement.getAttribute('data-theme'), title: document.title, text });
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // fleetco speaks English (spec §1: the tenant's language when none is stored); the French default must not show.
    await useTenant(page, 'fleetco');
    await page.goto('login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const frames = await page.evaluate(() => (window as unknown as { __frames: Array<{ lang: string; theme: string | null; title: string; text: string }> }).__frames);
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) {
      expect(frame, 'every text frame is English, themed and titled').toMatchObject({ lang: 'en', theme: 'fleetco', title: 'FleetCo' });
      expect(frame.text).not.toMatch(/Connexion|Chargement|Adresse e-mail|Mot de passe/);
    }
  });

  test('spec §1: a French-only tenant shows no language toggle', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lng', 'en'));
    await useTenant(page, 'campus');
    await page.goto('login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('group', { name: 'Langue' })).toHaveCount(0);
  });

  test('spec §2: the menu follows the tenant switches (demo: payments and billing on, carpooling off)', async ({ page }) => {
    await useTenant(page, 'demo');
    await restoreSession(page, 'demo', 'driver@example.com');
    // Any page of the app frame has the menu; the FAQ is lighter than the map.
    await page.goto('faqs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Moyens de paiement' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Covoiturages' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/frontofficev2/account/details');
    await expect(menu.getByRole('link', { name: 'Terminer mon inscription' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Back-office' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Planning de la flotte' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Aide' }).click();
    await expect(menu.getByRole('link', { name: 'Tarifs' })).toBeVisible();
    await expect(menu.getByText('Vérifié')).toBeVisible();
    // spec §2: the menu's language group switches the interface too.
    await menu.getByRole('button', { name: 'Langue' }).click();
    await menu.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  });

  test('spec §2: the menu follows the tenant switches (cityshare: carpooling, payments and fleet planning on; back office when allowed)', async ({ page }) => {
    await useTenant(page, 'cityshare');
    await restoreSession(page, 'cityshare', 'backoffice@example.com');
    // Any page of the app frame has the menu; the FAQ is lighter than the map.
    await page.goto('faqs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Covoiturages' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Moyens de paiement' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Planning de la flotte' })).toHaveAttribute('href', 'https://planning.cityshare.example/calendars');
    await expect(menu.getByRole('link', { name: 'Back-office' })).toHaveAttribute('href', 'https://pro.cityshare.example/');
  });

  test('spec §2: an unfinished registration gets "end registration" and the incomplete badge instead of the account details', async ({ page }) => {
    await useTenant(page, 'demo');
    await restoreSession(page, 'demo', 'new@example.com');
    await page.goto('./');
    await expect.poll(() => appPath(page)).toBe('/signup');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Terminer mon inscription' })).toHaveAttribute('href', '/frontofficev2/signup');
    await expect(menu.getByRole('link', { name: 'Mon compte' })).toHaveCount(0);
    await expect(menu.getByText('Incomplet')).toBeVisible();
  });

  test('spec §6: a guest on a public platform gets the guest menu (sign up, log in)', async ({ page }) => {
    await useTenant(page, 'cityshare');
    await page.goto('search');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/frontofficev2/signup');
    await expect(menu.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/frontofficev2/login');
    await expect(menu.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Moyens de paiement' })).toHaveCount(0);
  });

  test('spec §2: the menu follows the tenant switches (fleetco: carpooling on, payments and billing off)', async ({ page }) => {
    await useTenant(page, 'fleetco');
    await restoreSession(page, 'fleetco', 'driver@example.com');
    // Any page of the app frame has the menu; the FAQ is lighter than the map.
    await page.goto('faqs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const fleetMenu = page.getByRole('dialog', { name: 'Main menu' });
    await expect(fleetMenu.getByRole('link', { name: 'Carpoolings' })).toBeVisible();
    await expect(fleetMenu.getByRole('link', { name: 'Payment methods' })).toHaveCount(0);
    await fleetMenu.getByRole('button', { name: 'Help' }).click();
    await expect(fleetMenu.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(fleetMenu.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  });

  test('spec §4: logging out from the menu returns to login as a guest', async ({ page }) => {
    await useTenant(page, 'demo');
    await restoreSession(page, 'demo', 'driver@example.com');
    // Any page of the app frame has the menu; the FAQ is lighter than the map.
    await page.goto('faqs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const tenantLoads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/api/tenant')) tenantLoads.push(request.url());
    });
    await page.getByRole('dialog', { name: 'Menu principal' }).getByRole('button', { name: 'Se déconnecter' }).click();
    await expect.poll(() => appPath(page)).toBe('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token_type'))).not.toBe('member');
    // The driver's data goes with the session; the tenant's settings stay, so login shows without a new GET /tenant.
    expect(tenantLoads).toEqual([]);
  });

  test('issue 7 (tenant content): operator HTML with XSS payloads does not run, in the pricing dialog and on the FAQ page', async ({ page }) => {
    const payload =
      '<p>Prix</p><img src="x" onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script>' +
      '<a href="javascript:window.__xss=3">lien</a><svg onload="window.__xss=4"></svg>' +
      '<iframe src="javascript:parent.__xss=5"></iframe><form action="javascript:window.__xss=6"><button>envoyer</button></form>' +
      '<a href="https://operator.example/tarifs" target="_blank">grille</a>';
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await useTenant(page, 'demo');
    await page.route(/\/custom_contents\?type=(pricing|faq)$/, (route) => {
      const type = new URL(route.request().url()).searchParams.get('type') ?? '';
      return route.fulfill({
        json: {
          custom_contents: [{ id: 1, type, title: type === 'faq' ? 'Questions fréquentes' : 'Tarifs', content: payload }],
          meta: { total: 1, limit: 50, page: 1 },
        },
      });
    });
    const xss = () => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);
    const dangerous = 'script, iframe, form, [onerror], [onload], a[href^="javascript"]';

    await page.goto('login');
    await page.getByRole('button', { name: 'Tarifs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tarifs' });
    await expect(dialog.getByText('Prix')).toBeVisible();
    await dialog.getByText('lien').click();
    await expect(dialog.locator(dangerous)).toHaveCount(0);
    // External links in operator content open without giving the page a handle on the front office.
    await expect(dialog.getByRole('link', { name: 'grille' })).toHaveAttribute('rel', /noopener noreferrer/);
    expect(await xss()).toBeUndefined();

    await page.goto('faqs');
    const main = page.getByRole('main');
    await expect(main.getByText('Prix')).toBeVisible();
    await expect(main.locator(dangerous)).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'grille' })).toHaveAttribute('rel', /noopener noreferrer/);
    expect(await xss()).toBeUndefined();
    expect(alerts).toEqual([]);
  });

  test('issue 7: a 500 on the tenant load shows a translated error page with a retry', async ({ page }) => {
    let fail = true;
    await useTenant(page, 'demo');
    await page.route('**/tenants/demo/api/tenant', (route) =>
      fail ? route.fulfill({ status: 500, json: { code: 'internal', message: 'boom' } }) : route.continue(),
    );
    await page.goto('login');
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Le service est momentanément indisponible.' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  });

  test('spec §4, §8: a 401 mid-session that cannot be refreshed sends the driver to login once', async ({ page }) => {
    await useTenant(page, 'demo');
    await restoreSession(page, 'demo', 'driver@example.com');
    // The page's clock, so that the driver can come back later than the account is kept (CURRENT_USER_STALE_MS).
    await page.clock.install();
    // Any page of the app frame reads the account; the FAQ is lighter than the map.
    await page.goto('faqs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    let refreshes = 0;
    await page.route('**/tenants/demo/api/user', (route) => route.fulfill({ status: 401, json: { code: 'unauthorized', message: 'expired' } }));
    await page.route('**/tenants/demo/api/oauth2/token', async (route) => {
      const body = route.request().postDataJSON() as { grant_type?: string };
      if (body.grant_type === 'refresh_token') {
        refreshes += 1;
        return route.fulfill({ status: 400, json: { error: 'invalid_grant' } });
      }
      return route.continue();
    });
    const logins: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && appPath(page) === '/login') logins.push(page.url());
    });
    // The driver comes back to the tab a minute later: React Query (listening on window) refetches the account, which
    // now answers 401.
    await page.clock.fastForward(60_000);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    // Three calls in a row (the account, the refused refresh, a guest token): slow when the machine is busy.
    await expect.poll(() => appPath(page), { timeout: 10_000 }).toBe('/login');
    await page.waitForTimeout(1000);
    expect(appPath(page)).toBe('/login');
    expect(refreshes).toBe(1);
    expect(logins).toHaveLength(1);
    expect(await page.evaluate(() => window.localStorage.getItem('token_type'))).not.toBe('member');
  });
});

test('spec §5, §9: cookie consent needs the technical box and is remembered across reloads', async ({ page, context }) => {
  await useTenant(page, 'demo');
  await page.goto('login');
  const dialog = page.getByRole('dialog', { name: 'Vos préférences de cookies' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Enregistrer mes choix' });
  const technical = dialog.getByRole('checkbox', { name: 'Cookies techniques (obligatoires)' });
  await expect(technical).toBeChecked();
  await dialog.getByText('Cookies techniques (obligatoires)').click();
  await expect(technical).not.toBeChecked();
  await expect(save).toBeDisabled();
  await dialog.getByText('Cookies techniques (obligatoires)').click();
  await save.click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Vos préférences de cookies' })).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(179);
  expect(days).toBeLessThan(181);
});

test('spec §1, §5: the cookie-consent dialog is modal and waits for an answer: Escape leaves it open, the focus stays in it, the page behind cannot be used or scrolled', async ({
  page,
}) => {
  await useTenant(page, 'demo');
  await page.goto('login');
  const dialog = page.getByRole('dialog', { name: 'Vos préférences de cookies' });
  await expect(dialog).toBeVisible();
  // issue 32: the browser's own modal dialog; the focus is on it from the start, as react-aria's Modal put it.
  await expect(dialog).toBeFocused();
  // Twice: a browser may close a modal dialog on a second close request that it does not let the page refuse.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  // The page behind is covered and inert: a click on the e-mail field lands on the dialog, and nothing scrolls.
  const email = page.getByLabel(/^Adresse e-mail/);
  await email.click({ force: true });
  await expect(email).not.toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  await email.click();
  await expect(email).toBeFocused();
});

test('decision D19: the welcome dialog shows once per account on a tenant with welcome content', async ({ page, context, baseURL }) => {
  const value = encodeURIComponent(JSON.stringify({ technical: true, analytics: false }));
  await context.addCookies([{ name: 'cookie_consent', value, url: new URL('/frontofficev2/', baseURL ?? '').href }]);
  await useTenant(page, 'demo');
  await signIn(page, 'driver@example.com');
  const welcome = page.getByRole('dialog', { name: /Bienvenue/ });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: "C'est parti" }).click();
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Bienvenue/ })).toHaveCount(0);
});

test('spec §1: a tenant without cookie consent shows no dialog', async ({ page }) => {
  await useTenant(page, 'campus');
  await page.goto('login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('single sign-on on fleetco (decision D4)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await consentToCookies(context, baseURL ?? '');
  });

  test('spec §2, §7: signs in through the provider from the login button, returns to the root, and logs out through the provider with the id token hint', async ({ page }) => {
    await useTenant(page, 'fleetco');
    await page.goto('login');
    await page.getByRole('link', { name: 'Log in with your FleetCo account' }).click();
    await expect(page).toHaveURL(/__demo\/openid\/authorize/);
    // decision D4: state carries source and redirect_to; a nonce goes along.
    const authorize = new URL(page.url());
    const state = JSON.parse(Buffer.from(authorize.searchParams.get('state') ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(state).toMatchObject({ source: 'frontoffice', redirect_to: '/' });
    expect(authorize.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
    expect(authorize.searchParams.get('redirect_uri')).toBe(new URL('/frontofficev2/implicit/callback', page.url()).href);
    const exchange = page.waitForRequest((r) => r.url().endsWith('/sso/openid') && r.method() === 'POST');
    await page.getByRole('link', { name: /driver@example\.com/ }).click();
    const idToken = ((await exchange).postDataJSON() as { openid: { id_token: string } }).openid.id_token;
    await expect.poll(() => appPath(page)).toBe('/search');
    expect(await page.evaluate(() => window.localStorage.getItem('token_type'))).toBe('member');
    // The id token does not stay in the address bar.
    expect(page.url()).not.toContain('id_token');

    await page.getByRole('button', { name: 'Open the menu' }).click();
    const logout = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/__demo/openid/logout'));
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('button', { name: 'Log out' }).click();
    const logoutUrl = new URL((await logout).url());
    expect(logoutUrl.searchParams.get('id_token_hint')).toBe(idToken);
    await expect.poll(() => appPath(page)).toBe('/login');
    expect(await page.evaluate(() => window.localStorage.getItem('token_type'))).not.toBe('member');
  });

  test('decision D4: a tampered state coming back from the provider is refused and signs nobody in', async ({ page }) => {
    await useTenant(page, 'fleetco');
    const exchanges: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/sso/openid') || r.postData()?.includes('openid_token')) exchanges.push(r.url());
    });
    await page.goto('sso/auth');
    await expect(page).toHaveURL(/__demo\/openid\/authorize/);
    const link = page.getByRole('link', { name: /driver@example\.com/ });
    const href = (await link.getAttribute('href')) ?? '';
    const tampered = href.replace(/state=([^&]+)/, (_m, state: string) => `state=${state.slice(0, -4)}AAAA`);
    await page.goto(new URL(tampered, page.url()).href);
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Single sign-on failed. Please try again.' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token_type'))).not.toBe('member');
    // The id token was never sent to the API.
    expect(exchanges).toEqual([]);
    await page.getByRole('link', { name: 'Back to the login page' }).click();
    await expect.poll(() => appPath(page)).toBe('/login');
  });

  test('decision D4: an id token carrying another nonce is refused, even with the right state', async ({ page }) => {
    await useTenant(page, 'fleetco');
    const exchanges: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/sso/openid') || r.postData()?.includes('openid_token')) exchanges.push(r.url());
    });
    await page.goto('sso/auth');
    await expect(page).toHaveURL(/__demo\/openid\/authorize/);
    const href = (await page.getByRole('link', { name: /driver@example\.com/ }).getAttribute('href')) ?? '';
    const callback = new URL(href, page.url());
    const answer = new URLSearchParams(callback.hash.slice(1));
    const [header = '', payload = ''] = (answer.get('id_token') ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(claims.nonce).toMatch(/^[0-9a-f]{32}$/);
    // A token issued for another sign-in (a replay): same shape, other nonce; the state is the genuine one.
    const replayed = Buffer.from(JSON.stringify({ ...claims, nonce: '0'.repeat(32) })).toString('base64url');
    answer.set('id_token', `${header}.${replayed}.`);
    callback.hash = answer.toString();
    await page.goto(callback.href);
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Single sign-on failed. Please try again.' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token_type'))).not.toBe('member');
    expect(exchanges).toEqual([]);
  });
});
