import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { consentToCookies, memberApi, restoreSession, skipWelcome, useTenant } from './support.ts';
import type { FirstFiles } from '../src/startup/boot.ts';

// Issue 18: what only improves a page (the web font, and on a first visit the cookie-consent dialog's code) is asked
// for once that page is on screen, so that on a phone's network it does not share the bandwidth with what the page
// needs before it can be drawn.

/** When the first text was painted, and when each file matching `pattern` was asked for (ms since navigation). */
async function timings(page: Page, pattern: RegExp) {
  return page.evaluate((source) => {
    const test = new RegExp(source);
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const asked = performance
      .getEntriesByType('resource')
      .filter((entry) => test.test(new URL(entry.name).pathname))
      .map((entry) => ({ file: new URL(entry.name).pathname.replace(/^.*\//, ''), at: entry.startTime }));
    return { paint, asked };
  }, pattern.source);
}

test('issue 18, spec §1: a first visit draws the sign-in page, then asks for the consent dialog, which opens at once; then for the font', async ({ page }) => {
  await useTenant(page, 'cityshare');
  await page.goto('login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Drawn without its entrance animation (no element of the dialog is still animating in).
  expect(await dialog.evaluate((element) => element.closest('[data-entering]') === null && element.getAnimations({ subtree: true }).length === 0)).toBe(true);
  await page.waitForFunction(() => [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded'));
  const { paint, asked } = await timings(page, /\/assets\/(CookieConsentDialog-[\w-]+\.js|inter-latin-wght-normal-[\w-]+\.woff2)$/);
  expect(paint).toBeGreaterThan(0);
  expect(asked.map(({ file }) => file.replace(/-[\w-]{8}\.(\w+)$/, '.$1')).sort()).toEqual(['CookieConsentDialog.js', 'inter-latin-wght-normal.woff2']);
  for (const { file, at } of asked) expect(at, `${file} is asked for after the first paint`).toBeGreaterThan(paint);
});

/** When the text marked `elementtiming="<identifier>"` was painted (ms since navigation; Element Timing API). */
async function textPainted(page: Page, identifier: string) {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().find((candidate) => (candidate as PerformanceEntry & { identifier?: string }).identifier === name);
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'element', buffered: true });
      }),
    identifier,
  );
}

test('issue 18, spec §2: a first visit to the search page draws the consent dialog over the app frame first; the page’s code is asked for once the dialog’s text is on screen', async ({
  page,
}) => {
  await useTenant(page, 'cityshare');
  await page.goto('search');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Rechercher un véhicule' })).toBeAttached();
  expect(await dialog.evaluate((element) => element.closest('[data-entering]') === null && element.getAnimations({ subtree: true }).length === 0)).toBe(true);
  const shown = await textPainted(page, 'cookie-consent');
  // The page's code is asked for after the dialog's paint, in a later task: on a busy machine its request may not have
  // left yet when the paint is read (issue 30: the check read NaN once). Wait for it, then compare the instants.
  const files = /\/assets\/(CookieConsentDialog|AppShell|searchStart)-[\w-]+\.js$/;
  await expect.poll(async () => (await timings(page, files)).asked.some(({ file }) => file.startsWith('searchStart-'))).toBe(true);
  const { asked } = await timings(page, files);
  const at = (name: string) => asked.find(({ file }) => file.startsWith(`${name}-`))?.at ?? Number.NaN;
  for (const name of ['CookieConsentDialog', 'AppShell']) expect(at(name), `${name} is asked for before the dialog's text is painted`).toBeLessThan(shown);
  expect(at('searchStart'), 'the page is asked for once the dialog is on screen').toBeGreaterThanOrEqual(shown);
});

// The two tests of the web font run in the full Chromium (project e2e-chromium): the headless shell, which runs the rest,
// matches the local fonts of the stand-in face differently, and the campus search page moved there when Inter arrived.
test('issue 18: a returning visitor’s page is drawn in the system font, its title included, then in Inter once it has arrived', { tag: '@full-chromium' }, async ({ page, context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
  // When the page's own content (its form) is put on the page: its title comes before, with the frame.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('main form')) return;
      (window as unknown as { titleAdded: number }).titleAdded = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await useTenant(page, 'demo');
  await page.goto('search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded'));
  const { paint, asked } = await timings(page, /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  expect(asked).toHaveLength(1);
  expect(asked[0]?.at).toBeGreaterThan(paint);
  // Not only after the frame and the page's title: after the page itself (startup/firstPage.ts).
  const title = await page.evaluate(() => (window as unknown as { titleAdded: number }).titleAdded);
  expect(asked[0]?.at, 'the font is asked for once the page is on screen').toBeGreaterThan(title);
  // The heading is drawn in Inter now.
  expect(await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily)).toMatch(/^"?Inter Variable"?/);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"', 'Réservez'))).toBe(true);
});

/** The files asked for on a visit to /search (the tenant set), by name, in order, until the page's heading is there. */
async function askedOnSearch(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname.replace(/^.*\//, '')));
  await page.goto('search');
  // The page's own form: its title comes before it, with the frame (SearchGate's outline).
  await expect(page.locator('main form')).toBeAttached();
  // The page's first script asks for the frame's files and the messages at once, then for the tenant's settings once
  // config.json is there, long before the entry script has arrived on a phone: what came before GET /tenant was asked
  // for at once.
  const tenant = asked.indexOf('tenant');
  expect(tenant).toBeGreaterThan(0);
  return {
    before: (file: RegExp) => {
      const at = asked.findIndex((name) => file.test(name));
      return at >= 0 && at < tenant;
    },
    times: (file: RegExp) => asked.filter((name) => file.test(name)).length,
  };
}

test('issue 18 item 2: a returning visitor’s first script asks for the search page’s files and messages while the entry script downloads, each once', async ({
  page,
  context,
  baseURL,
}) => {
  await consentToCookies(context, baseURL ?? '');
  await useTenant(page, 'cityshare');
  const { before, times } = await askedOnSearch(page);
  // The files index.html lists for the page (firstFiles.ts), in French: its chunks and their styles, wherever the build
  // put their modules (issue 32: some in shared chunks), the frame's, and the messages.
  const list = JSON.parse((await page.locator('meta[name="frontoffice:first-files"]').getAttribute('content')) ?? '{}') as FirstFiles;
  const files = [...(list['/search']?.fr.now ?? []), ...(list['/search']?.fr.page ?? [])];
  for (const file of [/^searchStart-[\w-]+\.js$/, /^AppShell-[\w-]+\.js$/, /^feature-search-[\w-]+\.js$/, /\.css$/]) {
    expect(files.some((name) => file.test(name)), `the list names a file ${file}`).toBe(true);
  }
  for (const file of files) {
    const exactly = new RegExp(`^${file.replace(/[.$]/g, '\\$&')}$`);
    expect(before(exactly), `${file} is asked for before GET /tenant`).toBe(true);
    expect(times(exactly), `${file} is downloaded once`).toBe(1);
  }
  // The app's own French messages are part of the entry (src/intl/messages.ts): no file of their own.
  expect(times(/^fr-[\w-]+\.js$/)).toBe(0);
  expect(await page.locator('link[rel="modulepreload"][href*="/assets/searchStart-"]').count()).toBe(1);
});

test('issue 18 item 2: on a first visit the first script asks for the consent dialog and the frame, and leaves the search page for after the dialog', async ({
  page,
}) => {
  await useTenant(page, 'cityshare');
  const { before, times } = await askedOnSearch(page);
  for (const file of [/^CookieConsentDialog-[\w-]+\.js$/, /^AppShell-[\w-]+\.js$/, /^shell-[\w-]+\.js$/, /^feature-search-[\w-]+\.js$/]) {
    expect(before(file), `${file} is asked for before GET /tenant`).toBe(true);
    expect(times(file), `${file} is downloaded once`).toBe(1);
  }
  expect(before(/^searchStart-[\w-]+\.js$/), 'the page waits for the dialog').toBe(false);
  expect(times(/^searchStart-[\w-]+\.js$/)).toBe(1);
});

/** The files asked for on a visit to `path`, by name, and whether each was asked for while the entry script was held back. */
async function askedWhileEntryDownloads(page: Page, path: string, shown: (page: Page) => Locator) {
  const asked: { file: string; early: boolean }[] = [];
  let entryHeld = true;
  // A phone's slow network: the entry script (150 kB) arrives a second after the rest.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    entryHeld = false;
    await route.continue();
  });
  page.on('request', (request) => asked.push({ file: new URL(request.url()).pathname.replace(/^.*\//, ''), early: entryHeld }));
  await page.goto(path);
  await expect(shown(page)).toBeAttached();
  return {
    early: (file: RegExp) => asked.some((request) => file.test(request.file) && request.early),
    times: (file: RegExp) => asked.filter((request) => file.test(request.file)).length,
  };
}

test('issue 18 item 2, spec §1: the first script asks for the tenant’s settings while the entry script downloads, and the app takes that answer (GET /tenant once)', async ({
  page,
}) => {
  const { early, times } = await askedWhileEntryDownloads(page, 'login', (page) => page.getByRole('heading', { name: 'Connexion' }).first());
  expect(early(/^config\.json$/)).toBe(true);
  expect(early(/^tenant$/), 'GET /tenant is asked for before the entry has arrived').toBe(true);
  expect(times(/^tenant$/), 'and not asked for again by the app').toBe(1);
  expect(times(/^config\.json$/)).toBe(1);
});

test('issue 18 item 2: the page’s first script comes after the list of files it reads (an async inline module may run before the parser reaches what follows it)', async ({
  page,
}) => {
  await page.goto('login');
  const order = await page.evaluate((name) => {
    const list = document.querySelector(`head meta[name="${name}"]`);
    const script = [...document.querySelectorAll('head script:not([src])')].find((element) => element.textContent?.includes(name));
    return list && script ? list.compareDocumentPosition(script) & Node.DOCUMENT_POSITION_FOLLOWING : undefined;
  }, 'frontoffice:first-files');
  expect(order, 'the script follows the list').toBe(4);
});

test('issue 18 item 2, spec §2: on a first visit to the search page of a tenant without the consent dialog (campus), the frame comes while the entry downloads and the page’s files once its title is painted', async ({
  page,
}) => {
  await useTenant(page, 'campus');
  const { early, times } = await askedWhileEntryDownloads(page, 'search', (page) => page.locator('main form'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (const file of [/^tenant$/, /^AppShell-[\w-]+\.js$/]) {
    expect(early(file), `${file} is asked for before the entry has arrived`).toBe(true);
    expect(times(file), `${file} is downloaded once`).toBe(1);
  }
  // The date libraries with the page's form, which moves dates with them: the frame and the route's lists draw
  // without them (issue 32: they came with the frame while the lists' shared chunk held the search's time rules).
  expect(early(/^dates-[\w-]+\.js$/), 'the date libraries wait for the page').toBe(false);
  expect(times(/^dates-[\w-]+\.js$/)).toBe(1);
  const shown = await textPainted(page, 'search-title');
  const { asked } = await timings(page, /\/assets\/(searchStart|searchForm|searchPickers|dates)-[\w-]+\.js$/);
  expect(asked.map(({ file }) => file.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(['dates', 'searchForm', 'searchPickers', 'searchStart']);
  for (const { file, at } of asked) expect(at, `${file} is asked for once the page's title is painted`).toBeGreaterThanOrEqual(shown);
});

test('issue 18 item 2, spec §2: on a first visit to the search page of a tenant with the consent dialog (cityshare), the page’s files still wait for the dialog', async ({
  page,
}) => {
  await useTenant(page, 'cityshare');
  const { early, times } = await askedWhileEntryDownloads(page, 'search', (page) => page.locator('main form'));
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(early(/^tenant$/)).toBe(true);
  expect(early(/^searchStart-[\w-]+\.js$/), 'the page waits for the dialog').toBe(false);
  expect(times(/^searchStart-[\w-]+\.js$/)).toBe(1);
  expect(times(/^tenant$/)).toBe(1);
});

test('issue 32: the later pages’ styles come in one file, once: the signup’s first paint asks for five style sheets at most besides the entry’s (nine before), and is drawn with them', async ({
  page,
  context,
  baseURL,
}) => {
  await consentToCookies(context, baseURL ?? '');
  const sheets: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.replace(/^.*\//, '');
    if (file.endsWith('.css')) sheets.push(file);
  });
  await page.goto('signup');
  const email = page.getByLabel('E-mail', { exact: false }).first();
  await expect(email).toBeVisible();
  // Until the step's form is drawn (what comes after, the next step's form or the drawer menu, may bring others): the
  // later pages' one file, and the few sheets of the first pages' chunks (the app frame's and what it shares with the
  // search page, whose first paint has a budget of its own), which keep theirs.
  const drawn = sheets.filter((file) => !/^index-/.test(file));
  expect(drawn.filter((file) => file.startsWith('pages-'))).toHaveLength(1);
  expect(drawn.length, drawn.join(', ')).toBeLessThanOrEqual(5);
  await page.waitForLoadState('networkidle');
  expect(new Set(sheets).size, 'each downloaded once').toBe(sheets.length);
  expect(sheets.filter((file) => file.startsWith('pages-'))).toHaveLength(1);
  // Drawn with those styles: the field has the theme's border, not the browser's default.
  expect(await email.evaluate((field) => getComputedStyle(field).borderTopStyle)).toBe('solid');
});

/**
 * A signed-in driver's first visit to `path` (of the tenant the test chose), the files matching `held` held back until `release` is called: the files
 * asked for meanwhile, by name (what the held ones import cannot be among them).
 */
async function visitHolding(page: Page, context: BrowserContext, baseURL: string | undefined, path: string, held: RegExp) {
  await consentToCookies(context, baseURL ?? '');
  await skipWelcome(context);
  await restoreSession(page, 'demo', 'driver@example.com');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname.replace(/^.*\//, '')));
  let release = () => {};
  const holding = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await holding;
    await route.continue();
  });
  await page.goto(path);
  return { asked, release };
}

for (const [path, content] of [['account/details', /^AccountDetailsContent-[\w-]+\.js$/]] as const) {
  test(`issue 32: /${path} asks for its content's code while its messages are on their way (it came a round trip after them)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await useTenant(page, 'demo');
    const { asked, release } = await visitHolding(page, context, baseURL, path, /\/assets\/feature-account-[\w-]+\.js$/);
    await expect.poll(() => asked.some((file) => /^feature-account-[\w-]+\.js$/.test(file)), 'the messages are asked for').toBe(true);
    await expect.poll(() => asked.some((file) => content.test(file)), 'the content is asked for meanwhile').toBe(true);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('spec §8: a first page whose messages cannot be downloaded shows the error page, and asks for them a bounded number of times', async ({
  page,
  context,
  baseURL,
}) => {
  await useTenant(page, 'demo');
  await consentToCookies(context, baseURL ?? '');
  await skipWelcome(context);
  await restoreSession(page, 'demo', 'driver@example.com');
  let asked = 0;
  await page.route(/\/assets\/feature-rentals-[\w-]+\.js$/, (route) => {
    asked += 1;
    return route.abort();
  });
  await page.goto('account/bookings');
  // Start-up waits for them with the frame, then the page reads the same failure: before, each render asked again,
  // hundreds of times a second, and the page stayed empty.
  await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(asked).toBeLessThanOrEqual(3);
});

/** Luxon's own words: a script that holds them carries the date library (its own chunk, or any it was bundled into). */
const DATE_LIBRARY = 'Invalid DateTime';

/** The scripts the page downloads that carry the date library, each named by `name` (given its file name), as they come. */
function dateLibraryCarriers(page: Page, name: (file: string) => string): string[] {
  const carriers: string[] = [];
  page.on('response', async (response) => {
    if (!/\.js$/.test(new URL(response.url()).pathname)) return;
    const body = await response.text().catch(() => '');
    if (body.includes(DATE_LIBRARY)) carriers.push(name(new URL(response.url()).pathname.replace(/^.*\//, '')));
  });
  return carriers;
}

test('issue 32: the help pages and the signup draw their content without the date library: the app frame no longer brings it, nor the offline "as of" line', async ({
  page,
  context,
  baseURL,
}) => {
  await consentToCookies(context, baseURL ?? '');
  await skipWelcome(context);
  // Each script that carries the date library, with the page it came to.
  const carriers = dateLibraryCarriers(page, (file) => `${new URL(page.url()).pathname}: ${file}`);
  // A guest's help page and signup: none at all.
  await useTenant(page, 'demo');
  await page.goto('faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main p').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('signup');
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(carriers).toEqual([]);
  // A driver's: what comes once the page is drawn (the drawer menu's licence badge reads a date) may bring it, not
  // before the page's largest paint.
  await restoreSession(page, 'demo', 'driver@example.com');
  const largestPaints = await recordLargestPaints(page);
  await page.goto('account/help/faq');
  await expect(page.locator('main p').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const largest = (await largestPaints()).at(-1);
  expect(largest, 'a largest paint').toBeDefined();
  const files = carriers.map((carrier) => carrier.replace(/^.*: /, ''));
  const asked = await page.evaluate(
    (names) => performance.getEntriesByType('resource').filter((entry) => names.some((name) => entry.name.endsWith(`/${name}`))).map((entry) => entry.startTime),
    files,
  );
  for (const at of asked) expect(at, 'the date library after the largest paint').toBeGreaterThan(largest!.at);
});

for (const { path, largestText } of [
  { path: 'account/bookings-history', largestText: undefined },
  { path: 'account/bookings', largestText: 'Mes réservations' },
  // A booking's detail: its head (the title, the dates, the photo: its largest paint); its body, which moves dates
  // with the library (the extend and condition cards), is asked for after that paint.
  { path: 'account/bookings/:id', largestText: '' },
]) {
  test(`issue 32: /${path} as the first page draws its dates and its largest paint without the date library, which nothing asks for before it`, async ({
    page,
    context,
    baseURL,
  }) => {
    await consentToCookies(context, baseURL ?? '');
    await skipWelcome(context);
    await useTenant(page, 'demo');
    await restoreSession(page, 'demo', 'driver@example.com');
    const carriers = dateLibraryCarriers(page, (file) => file);
    await page.setViewportSize({ width: 412, height: 823 });
    const largestPaints = await recordLargestPaints(page);
    let address = path;
    if (path.endsWith(':id')) {
      const member = await memberApi(page, 'demo', 'driver@example.com');
      const { rentals } = (await member.get('/user/rentals?page=1&limit=20&statuses=pending,prepared')) as { rentals: Array<{ id: number }> };
      address = `account/bookings/${rentals[0]!.id}?page=bookings`;
    }
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    // Its dates, in spec §9's formats ("Du 26 novembre 04h00 au 26 novembre 07h00", "26 novembre 2026 04h00"), drawn.
    await expect(page.locator('main').getByText(/\d{1,2} [a-zéû]+\.?( \d{4})? \d{2}h\d{2}/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const largest = (await largestPaints()).at(-1);
    expect(largest, 'a largest paint').toBeDefined();
    if (largestText) expect(largest?.text).toBe(largestText);
    if (largestText === '') expect(largest?.image, 'the vehicle’s photo').toMatch(/\/vehicles\//);
    const asked = await page.evaluate(
      (names) => performance.getEntriesByType('resource').filter((entry) => names.some((name) => entry.name.endsWith(`/${name}`))).map((entry) => entry.startTime),
      carriers,
    );
    for (const at of asked) expect(at, 'the date library after the largest paint').toBeGreaterThan(largest!.at);
  });
}

test('issue 32: a booking’s detail that is the first page asks for the booking, its vehicle and the vehicle’s photo while the page’s code is on its way, and draws its loading state meanwhile', async ({
  page,
  context,
  baseURL,
}) => {
  await useTenant(page, 'demo');
  const member = await memberApi(page, 'demo', 'driver@example.com');
  const { rentals } = (await member.get('/user/rentals?page=1&limit=20&statuses=pending,prepared')) as { rentals: Array<{ id: number; vehicle_id: number }> };
  const [booking] = rentals;
  expect(booking, 'an upcoming booking of the demo driver').toBeDefined();
  const api: string[] = [];
  page.on('request', (request) => api.push(new URL(request.url()).pathname.replace(/^.*\/api\//, '/')));
  // The page's code held: the route's own chunk asks for the rest.
  const { asked, release } = await visitHolding(page, context, baseURL, `account/bookings/${booking!.id}?page=bookings`, /\/assets\/RentalDetailPage-[\w-]+\.js$/);
  await expect.poll(() => asked.some((file) => /^RentalDetailPage-[\w-]+\.js$/.test(file)), 'the page’s code is asked for').toBe(true);
  await expect.poll(() => api, 'the booking, its vehicle and the photo are asked for meanwhile').toEqual(
    expect.arrayContaining([`/user/rentals/${booking!.id}`, `/vehicles/${booking!.vehicle_id}`, `/__demo/assets/vehicles/${booking!.vehicle_id}.svg`]),
  );
  // Meanwhile, the page's loading state (as the page draws it until the booking has come), busy, with its way back.
  await expect(page.getByRole('heading', { level: 1, name: 'Chargement…' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à mes réservations' })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(1);
  release();
  await expect(page.getByRole('img', { name: /^Photo du véhicule / })).toBeVisible();
  // Asked once each: the page did not ask again for what its route had just been given.
  expect(api.filter((path) => path === `/user/rentals/${booking!.id}`)).toHaveLength(1);
  expect(api.filter((path) => path === `/vehicles/${booking!.vehicle_id}`)).toHaveLength(1);
});

test('issue 32: on a visit that begins at a booking’s detail, the vehicle’s photo is the largest paint, on screen before the body’s code (its actions, cards and map) is asked for', async ({
  page,
  context,
  baseURL,
}) => {
  await consentToCookies(context, baseURL ?? '');
  await useTenant(page, 'demo');
  const member = await memberApi(page, 'demo', 'driver@example.com');
  const { rentals } = (await member.get('/user/rentals?page=1&limit=20&statuses=pending,prepared')) as { rentals: Array<{ id: number }> };
  expect(rentals[0], 'an upcoming booking of the demo driver').toBeDefined();
  await restoreSession(page, 'demo', 'driver@example.com');
  // A phone's width, as Lighthouse's mobile run.
  await page.setViewportSize({ width: 412, height: 823 });
  const largestPaints = await recordLargestPaints(page);
  await page.goto(`account/bookings/${rentals[0]!.id}?page=bookings`);
  // The page drawn whole: its actions are in the body's chunk.
  await expect(page.getByRole('button', { name: 'Annuler la réservation' })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const photo = await largestPaints().then((entries) => entries.findLast((entry) => entry.image));
  expect(photo?.image, 'the largest paint').toMatch(/\/__demo\/assets\/vehicles\/\d+\.svg$/);
  const body = await page.evaluate(() => performance.getEntriesByType('resource').find((entry) => /\/RentalDetailBody-[\w-]+\.js$/.test(entry.name))?.startTime);
  expect(body, 'the body’s chunk').toBeDefined();
  // The page asks once its main thread has drawn the frame with the decoded photo (afterNextPaint); the largest
  // paint's time is when a frame with it was presented, after the raster threads: up to 33 ms later here with two
  // tests beside. Asked beside the booking's answers, as before, the body's code came hundreds of milliseconds earlier.
  expect(body!, 'the body’s chunk after the photo’s paint').toBeGreaterThanOrEqual(photo!.at - 50);
});

test('issue 32: the history that is the first page asks for its list and what its cards show while the list’s code is on its way, under its title', async ({
  page,
  context,
  baseURL,
}) => {
  await useTenant(page, 'demo');
  const api: string[] = [];
  page.on('request', (request) => api.push(new URL(request.url()).pathname.replace(/^.*\/api\//, '/')));
  const { asked, release } = await visitHolding(page, context, baseURL, 'account/bookings-history', /\/assets\/HistoryPage-[\w-]+\.js$/);
  await expect.poll(() => asked.some((file) => /^HistoryPage-[\w-]+\.js$/.test(file)), 'the list’s code is asked for').toBe(true);
  await expect.poll(() => api.includes('/stations') && api.some((path) => /^\/vehicles\/\d+$/.test(path)), 'the stations and the cards’ vehicles are asked for meanwhile').toBe(true);
  expect(api.filter((path) => path === '/user/rentals'), 'the list, once').toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Historique' })).toBeVisible();
  release();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(api.filter((path) => path === '/user/rentals'), 'the list was not asked for again as the page mounted').toHaveLength(1);
});

for (const [path, chunk, shown] of [
  ['account/bookings-history', /\/assets\/HistoryPage-[\w-]+\.js$/, (page: Page) => page.getByRole('article').first()],
  ['account/bookings/:id?page=bookings', /\/assets\/RentalDetailPage-[\w-]+\.js$/, (page: Page) => page.getByRole('img', { name: /^Photo du véhicule/ })],
] as const) {
  test(`issue 32, spec §8: when the page's code cannot come (/${path}), the driver reads why in French and the reload brings the page`, async ({
    page,
    context,
    baseURL,
  }) => {
    await useTenant(page, 'demo');
    const member = await memberApi(page, 'demo', 'driver@example.com');
    const { rentals } = (await member.get('/user/rentals?page=1&limit=20&statuses=pending,prepared')) as { rentals: Array<{ id: number }> };
    expect(rentals[0], 'an upcoming booking of the demo driver').toBeDefined();
    await consentToCookies(context, baseURL ?? '');
    await skipWelcome(context);
    await restoreSession(page, 'demo', 'driver@example.com');
    let refused = 0;
    await page.route(chunk, async (route) => {
      refused += 1;
      await route.abort();
    });
    await page.goto(path.replace(':id', String(rentals[0]!.id)));
    await expect(page.getByText('Désolé, une erreur est survenue. Veuillez recharger la page.')).toBeVisible();
    // Asked for again before the message (a lost connection is not the end of the page); a preload of the file by
    // the route's chunk may have been refused first.
    expect(refused).toBeGreaterThanOrEqual(2);
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Recharger la page' }).click();
    await expect(shown(page)).toBeVisible();
  });
}

/**
 * Records the largest paints of the visit from its first script on (Largest Contentful Paint API), as a phone's browser
 * reports them, each with its time and the text of what was painted; returns a function that reads them.
 */
async function recordLargestPaints(page: Page) {
  await page.addInitScript(() => {
    const largest: { at: number; text: string; image: string; inMain: boolean }[] = [];
    Object.assign(window, { largest });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
        largest.push({ at: entry.startTime, text: entry.element?.textContent ?? '', image: entry.url, inMain: entry.element?.closest('main') != null });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { largest: { at: number; text: string; image: string; inMain: boolean }[] }).largest);
}

test('issue 32: on a visit that begins at /signup, the step’s form is asked for once its introduction, the largest paint, is on screen', async ({
  page,
  context,
  baseURL,
}) => {
  await consentToCookies(context, baseURL ?? '');
  const largestPaints = await recordLargestPaints(page);
  await page.goto('signup');
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  const largest = await largestPaints();
  const asked = await page.evaluate(() => performance.getEntriesByType('resource').find((entry) => /\/RegistrationStep-[\w-]+\.js$/.test(entry.name))?.startTime);
  const intro = largest.find((entry) => entry.text.startsWith('Créez votre compte'));
  expect(intro, 'the introduction was the largest paint').toBeDefined();
  expect(asked, 'the form’s chunk').toBeDefined();
  expect(asked!).toBeGreaterThanOrEqual(intro!.at);
});

for (const { path, first, laterCode, largestText } of [
  {
    path: 'account/details',
    first: 'its header (the e-mail, read-only)',
    laterCode: /\/AccountForm-[\w-]+\.js$/,
    largestText: "L'adresse e-mail du compte ne peut pas être modifiée ici.",
  },
  { path: 'account/payment-method', first: 'its title', laterCode: /\/PaymentMethodsPage-[\w-]+\.js$/, largestText: 'Moyens de paiement' },
  { path: 'account/bookings', first: 'its title', laterCode: /\/BookingsPage-[\w-]+\.js$/, largestText: 'Mes réservations' },
]) {
  test(`issue 32: on a visit that begins at /${path}, ${first} is the largest paint, on screen before the rest of the page's code is asked for, and the web font and a member's dialogs wait for the whole page`, async ({
    page,
    context,
    baseURL,
  }) => {
    await consentToCookies(context, baseURL ?? '');
    await useTenant(page, 'demo');
    await restoreSession(page, 'demo', 'driver@example.com');
    // A phone's width, as Lighthouse's mobile run: on a desktop the title is the larger text.
    await page.setViewportSize({ width: 412, height: 823 });
    const largestPaints = await recordLargestPaints(page);
    await page.goto(path);
    // The page drawn whole: its heading, and nothing of it busy any more.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const paints = await largestPaints();
    const largest = paints.at(-1);
    expect(largest?.text, 'the largest paint').toBe(largestText);
    const startOf = (pattern: RegExp) =>
      page.evaluate((source) => performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name))?.startTime, pattern.source);
    const later = await startOf(laterCode);
    expect(later, 'the rest of the page’s code').toBeDefined();
    // The visit's largest paints in the message: what the page took for its content's paint when this fails.
    expect(later!, `the rest of the page's code after its largest paint; the paints: ${JSON.stringify(paints)}`).toBeGreaterThanOrEqual(largest!.at);
    // What waits for the first page (startup/firstPage.ts): after the rest of the page, not beside it (the page's heading
    // was taken for the page drawn in the middle of a commit, before its content said it was busy).
    for (const [what, pattern] of [
      ['the web font', /\/inter-[\w-]+\.woff2$/],
      ['the member’s dialogs', /\/MemberDialogs-[\w-]+\.js$/],
    ] as const) {
      // Polled, not read at the network's first idle moment: on a slow machine the page's last render can outlast
      // Playwright's 500 ms of network idle (the state is reached before the page is drawn, and the wait returns).
      await expect.poll(() => startOf(pattern), { message: `${what} is asked for`, timeout: 10_000 }).toBeDefined();
      expect((await startOf(pattern))!, `${what} after the rest of the page’s code`).toBeGreaterThan(later!);
    }
  });
}

test('issue 18, spec §2: while the search page’s code downloads, the route draws the page’s title where the page draws it; the page moves it not, and it stays the largest paint', async ({
  page,
  context,
  baseURL,
}) => {
  await consentToCookies(context, baseURL ?? '');
  await useTenant(page, 'campus');
  const largestPaints = await recordLargestPaints(page);
  // A phone's network: the page's own code arrives late.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/searchStart-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('search');
  const title = page.getByRole('heading', { level: 1, name: 'Rechercher un véhicule' });
  const outline = page.locator('[aria-busy="true"]').filter({ has: title });
  await expect(title).toBeVisible();
  // The outline says the page is still coming (aria-busy), and has no form yet.
  await expect(outline).toHaveCount(1);
  await expect(page.locator('form')).toHaveCount(0);
  const before = await title.boundingBox();
  const releasedAt = await page.evaluate(() => performance.now());
  release();
  await expect(page.getByRole('form')).toBeVisible();
  await expect(outline).toHaveCount(0);
  expect(await title.boundingBox(), 'the title stays where it was').toEqual(before);
  // Once the page has settled (no input meanwhile, which would end the largest paints), the largest paint is still the
  // title drawn with the frame, before the page's code had even arrived.
  await page.waitForLoadState('networkidle');
  const largest = await largestPaints();
  expect(largest.at(-1)?.text).toBe('Rechercher un véhicule');
  expect(largest.at(-1)?.at, 'the largest paint came before the page’s code').toBeLessThan(releasedAt);
});

/**
 * Records the layout shifts of the visit from its first script on (Layout Instability API), each with the start of the
 * text of what moved; returns a function that reads them.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node | null }[] })[]) {
        shifts.push({ value: entry.value, moved: entry.sources.map((source) => (source.node?.textContent ?? '').slice(0, 40)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts);
}

test('issue 18, spec §2: the date and time pickers, drawn once their own code has run, take the place their placeholder held: nothing moves on a phone', async ({
  page,
  context,
  baseURL,
}) => {
  await consentToCookies(context, baseURL ?? '');
  await useTenant(page, 'campus');
  await page.setViewportSize({ width: 390, height: 844 });
  // The web font stays away: when it comes it changes every line's height, which is another matter.
  await page.route(/\.woff2$/, (route) => route.abort());
  const shifts = await recordLayoutShifts(page);
  await page.goto('search');
  // The form is drawn with the pickers' placeholders, then the pickers in a transition of their own (SearchDates).
  await expect(page.getByRole('group', { name: 'Départ' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Retour' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shifts()).toEqual([]);
});

for (const [tenant, path] of [
  ['campus', 'search'],
  ['cityshare', 'login'],
] as const) {
  test(`issue 18: when Inter arrives, nothing moves on a phone: the text was drawn in a local font scaled to Inter’s metrics (${tenant} /${path})`, { tag: '@full-chromium' }, async ({
    page,
    context,
    baseURL,
  }) => {
    await consentToCookies(context, baseURL ?? '');
    await useTenant(page, tenant);
    await page.setViewportSize({ width: 390, height: 844 });
    const shifts = await recordLayoutShifts(page);
    await page.goto(path);
    // The stand-in's faces are declared from the first paint (ui's global.css.ts) and found on this machine...
    expect(await page.evaluate(async () => (await document.fonts.load('700 16px "Inter Fallback"')).length)).toBeGreaterThan(0);
    // ...and Inter comes after the first page (startup/firstPage.ts).
    await page.waitForFunction(() => [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded'));
    await page.waitForLoadState('networkidle');
    expect(await shifts()).toEqual([]);
  });
}

/** Records when `main form` was first in the page (ms since navigation), from the visit's first script on. */
async function recordFormShown(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main form')) return;
      Object.assign(window, { formShown: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { formShown?: number }).formShown ?? Number.NaN);
}

/**
 * When the search page's lists started (the guest token the stations need) and answered, and its form's code arrived
 * (ms since navigation; undefined for a request not answered yet).
 */
async function listsAndFormCode(page: Page) {
  return page.evaluate(() => {
    const entry = (test: RegExp) =>
      performance.getEntriesByType('resource').find((candidate) => test.test(new URL(candidate.name).pathname)) as PerformanceResourceTiming | undefined;
    return {
      listsAsked: entry(/\/api\/oauth2\/token$/)?.startTime,
      stationsAnswered: entry(/\/api\/stations$/)?.responseEnd,
      formCodeArrived: entry(/\/assets\/searchForm-[\w-]+\.js$/)?.responseEnd ?? Number.NaN,
    };
  });
}

/** Holds the requests matching `url` for `ms` before they are sent (a slow network or server). */
async function holdRequests(page: Page, url: RegExp, ms: number) {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

test('issue 18 item 3, spec §2, §7: the search page’s stations do not wait for its code, and it is drawn with them, in one render', async ({
  page,
}) => {
  // A first visit on a tenant without the consent dialog: the page's code is asked for once its title is painted, and
  // over a phone's network it takes a while (its form's chunk held 800 ms here).
  await useTenant(page, 'campus');
  await holdRequests(page, /\/assets\/searchForm-[\w-]+\.js$/, 800);
  // A slower answer than the page's code: the page waits for it.
  await holdRequests(page, /\/api\/stations$/, 1200);
  const formShown = await recordFormShown(page);
  await page.goto('search');
  await expect(page.locator('main form')).toBeVisible();
  const { listsAsked, stationsAnswered, formCodeArrived } = await listsAndFormCode(page);
  expect(listsAsked ?? Number.NaN, 'the stations (a guest’s token first) do not wait for the page’s code').toBeLessThan(formCodeArrived);
  expect(await formShown(), 'the form is drawn once the stations are there').toBeGreaterThanOrEqual(stationsAnswered ?? Number.NaN);
});

test('issue 18 item 3, spec §2: a slow station list does not hold the search form back more than a second after its code', async ({
  page,
  context,
  baseURL,
}) => {
  await consentToCookies(context, baseURL ?? '');
  await useTenant(page, 'campus');
  await holdRequests(page, /\/api\/stations$/, 4000);
  const formShown = await recordFormShown(page);
  await page.goto('search');
  await expect(page.locator('main form')).toBeVisible();
  const shown = await formShown();
  const { stationsAnswered, formCodeArrived } = await listsAndFormCode(page);
  expect(stationsAnswered, 'the form is on screen before the stations have answered').toBeUndefined();
  // LISTS_WAIT_MS (1 s) after the last of the page's code, which comes after the form's: a margin for a busy machine.
  expect(shown - formCodeArrived).toBeLessThan(2500);
  // The map view's stations arrive later, and the page shows them then (the station field offers them).
});

test('spec §1, issue 18: the tenant’s favicon replaces the empty one once the page has painted, and the landing background comes once', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await useTenant(page, 'cityshare');
  await page.goto('login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', /\/__demo\/assets\/favicon\.svg$/);
  await expect(page.locator('link[rel~="icon"]')).toHaveCount(1);
  // Loaded early by the first script as an image, then drawn by the landing panel from the browser's cache.
  await expect.poll(() => asked.filter((path) => path.endsWith('/__demo/assets/login-background.svg')).length).toBe(1);
  await expect(page.locator('section[aria-labelledby="landing-title"]')).toHaveCSS('background-image', /login-background\.svg/);
  expect(asked.filter((path) => path.endsWith('/__demo/assets/login-background.svg'))).toHaveLength(1);
  expect(asked.filter((path) => path.endsWith('/__demo/assets/logo.svg'))).toHaveLength(1);
});
