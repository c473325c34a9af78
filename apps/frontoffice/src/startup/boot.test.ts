import { TOKEN_STORAGE_KEYS } from '@frontoffice/api-client';
import { TENANT_FEATURES } from '@frontoffice/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FILES_META, type FirstFiles, firstFilesOf, preloadFirstFiles, tenantCall } from './boot.ts';
import { LANGUAGE_STORAGE_KEY } from '../intl/language.ts';

const list: FirstFiles = {
  '/search': {
    consentFirst: true,
    fr: { now: ['AppShell-a.js', 'AppShell-a.css', 'fr-1.js', 'fs-fr.js'], page: ['searchStart-b.js', 'searchStart-b.css'], consent: ['CookieConsentDialog-c.js', 'shell-fr.js'] },
    en: { now: ['AppShell-a.js', 'AppShell-a.css', 'en-1.js', 'fs-en.js'], page: ['searchStart-b.js', 'searchStart-b.css'], consent: ['CookieConsentDialog-c.js', 'shell-en.js'] },
  },
  '/login': {
    landing: true,
    fr: { now: ['fr-1.js', 'login-fr.js'], page: [], consent: [] },
    en: { now: ['en-1.js', 'login-en.js'], page: [], consent: [] },
  },
};

describe('the first files of a visit (issue 18 item 2)', () => {
  it('on a first visit to the search page: the frame and the messages in French at once; the tenant says whether the consent dialog comes next', () => {
    expect(firstFilesOf(list, { path: '/search', storedLanguage: null, cookies: '' })).toEqual(list['/search']!.fr);
  });

  it('once the visitor has answered the dialog (spec §9 cookie_consent): the page with the frame, nothing left to the tenant', () => {
    const files = firstFilesOf(list, { path: '/search', storedLanguage: 'en', cookies: 'a=1; cookie_consent=%7B%22technical%22%3Atrue%7D' });
    expect(files).toEqual({ now: ['AppShell-a.js', 'AppShell-a.css', 'en-1.js', 'fs-en.js', 'searchStart-b.js', 'searchStart-b.css'], page: [], consent: [] });
  });

  it('the messages in the stored language (spec §9 lng), French for any other value', () => {
    expect(firstFilesOf(list, { path: '/login', storedLanguage: 'en', cookies: '' })?.now).toEqual(['en-1.js', 'login-en.js']);
    expect(firstFilesOf(list, { path: '/login', storedLanguage: 'de', cookies: '' })?.now).toEqual(['fr-1.js', 'login-fr.js']);
  });

  it('nothing on a page it has no list for', () => {
    expect(firstFilesOf(list, { path: '/account', storedLanguage: null, cookies: '' })).toBeUndefined();
  });

  it('preloads scripts as modules and styles as CORS style preloads, under the base path, as the app loads them', () => {
    document.head.innerHTML = '';
    preloadFirstFiles(document, '/frontofficev2/', ['searchStart-b.js', 'searchStart-b.css']);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('crossorigin'), link.getAttribute('href')])).toEqual([
      ['modulepreload', null, '', '/frontofficev2/assets/searchStart-b.js'],
      ['preload', 'style', '', '/frontofficev2/assets/searchStart-b.css'],
    ]);
  });
});

describe('GET /tenant sent early, as the API client sends it before the first page (issue 18 item 2, spec §1, §7)', () => {
  const answering = () => vi.fn<typeof fetch>(() => Promise.resolve(new Response('{"tenant":{}}', { status: 200 })));

  it('to the API config.json names, in the language start-up begins with, with the stored token, and reads its answer', async () => {
    const fetchImpl = answering();
    const call = tenantCall(fetchImpl, { apiBaseUrl: 'https://api.example.com/v2/', requestTimeoutMs: 5000 }, 'en', 'token-1');
    expect(call.url).toBe('https://api.example.com/v2/tenant');
    expect(call.headers).toEqual({ 'Accept-Language': 'en', Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer token-1' });
    expect(fetchImpl).toHaveBeenCalledWith('https://api.example.com/v2/tenant', expect.objectContaining({ headers: call.headers, signal: expect.any(AbortSignal) }));
    await expect(call.answer).resolves.toEqual({ status: 200, text: '{"tenant":{}}' });
  });

  it("to /api without a token when config.json names no API (runtimeConfig.ts's default) and nobody is signed in", () => {
    const call = tenantCall(answering(), {}, 'fr', null);
    expect(call.url).toBe('/api/tenant');
    expect(call.headers).not.toHaveProperty('Authorization');
  });

  it('a call that fails is settled here (nobody may read it) and fails for whoever reads it', async () => {
    const call = tenantCall(() => Promise.reject(new TypeError('Failed to fetch')), {}, 'fr', null);
    await expect(call.answer).rejects.toThrow('Failed to fetch');
  });
});

describe("the page's first script, as it runs (issue 18 item 2)", () => {
  const base = import.meta.env.BASE_URL;
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
    localStorage.clear();
    globalThis.__frontofficeEarlyStart = undefined;
  });

  /** Runs boot.ts on the page `path`, the API answering GET /tenant with `tenant`; the preloaded files once settled. */
  async function boot(path: string, tenant: Record<string, unknown> | 'refused', onFetch?: (url: string) => void) {
    const fetched: [string, RequestInit | undefined][] = [];
    // The operator build's value (vite.config.ts defines it; the tests' config does not).
    vi.stubGlobal('__FRONTOFFICE_PREVIEW__', false);
    const images: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(value: string) {
          images.push(value);
        }
      },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        fetched.push([url, init]);
        onFetch?.(url);
        if (url.endsWith('config.json')) return Promise.resolve(Response.json({ apiBaseUrl: '/api' }));
        return Promise.resolve(tenant === 'refused' ? new Response('', { status: 503 }) : Response.json({ tenant }));
      }),
    );
    window.history.replaceState(null, '', `${base}${path.slice(1)}`);
    const meta = document.createElement('meta');
    meta.name = FIRST_FILES_META;
    meta.content = JSON.stringify(list);
    document.head.append(meta);
    vi.resetModules();
    await import('./boot.ts');
    const call = await globalThis.__frontofficeEarlyStart?.tenant;
    await call?.answer.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const preloaded = [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href')?.replace(`${base}assets/`, ''));
    return { fetched, call, preloaded, images };
  }

  it('asks for config.json as start-up does, then GET /tenant as the client does (spec §1, §7), for the entry to take', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    localStorage.setItem(TOKEN_STORAGE_KEYS.accessToken, 'token-1');
    const { fetched, call } = await boot('/login', { use_cookie_consent: false });
    expect(fetched.map(([url]) => url)).toEqual([`${base}config.json`, '/api/tenant']);
    expect(fetched[0]?.[1]).toMatchObject({ cache: 'no-cache' });
    expect(call?.headers).toMatchObject({ 'Accept-Language': 'en', Authorization: 'Bearer token-1' });
  });

  it('makes the first date format once GET /tenant is sent, in a task of its own: the phone does it while waiting for the network (issue 18)', async () => {
    const DateTimeFormat = Intl.DateTimeFormat;
    let formats = 0;
    vi.stubGlobal('Intl', {
      ...Intl,
      DateTimeFormat: function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        formats += 1;
        return new DateTimeFormat(...args);
      },
    });
    const atFetch: Record<string, number> = {};
    let afterTenantTask = -1;
    const { fetched } = await boot('/login', { use_cookie_consent: false }, (url) => {
      atFetch[url] = formats;
      // The task that sends GET /tenant, to its end (a timer set now runs before one its promises would set): no format.
      if (url === '/api/tenant') setTimeout(() => (afterTenantTask = formats), 0);
    });
    expect(fetched.map(([url]) => url)).toEqual([`${base}config.json`, '/api/tenant']);
    expect(atFetch).toEqual({ [`${base}config.json`]: 0, '/api/tenant': 0 });
    expect(afterTenantTask).toBe(0);
    expect(formats).toBe(1);
  });

  it('on a first visit to the search page of a tenant without the consent dialog: the frame at once and the logo; the page is left for after its title (SearchGate)', async () => {
    const { preloaded, images } = await boot('/search', { [TENANT_FEATURES['cookie-consent']]: false, logo_url: 'https://cdn.example.com/logo.svg' });
    expect(preloaded).toEqual(list['/search']!.fr.now);
    expect(images).toEqual(['https://cdn.example.com/logo.svg']);
  });

  it('of a tenant with the dialog (spec §3 use_cookie_consent): the dialog\'s files, not the page\'s, which wait for it', async () => {
    const { preloaded } = await boot('/search', { [TENANT_FEATURES['cookie-consent']]: true });
    expect(preloaded).toEqual([...list['/search']!.fr.now, ...list['/search']!.fr.consent]);
  });

  it('on the sign-in page: the logo and the landing background (as AuthLayout writes its address) are loaded as images once the tenant answers; the favicon is left for after the first paint', async () => {
    document.head.innerHTML = '<link rel="icon" href="data:," />';
    const { preloaded, images } = await boot('/login', {
      logo_url: 'https://cdn.example.com/logo.svg',
      login_background_url: 'https://cdn.example.com/car park.svg',
      favicon_url: 'https://cdn.example.com/icon.svg',
    });
    expect(images).toEqual(['https://cdn.example.com/logo.svg', 'https://cdn.example.com/car%20park.svg']);
    expect(preloaded).toEqual(['data:,', ...list['/login']!.fr.now]);
  });

  it('the landing background only where the sign-in frame shows it: not on the search page', async () => {
    const { preloaded, images } = await boot('/search', { [TENANT_FEATURES['cookie-consent']]: false, login_background_url: 'https://cdn.example.com/bg.svg' });
    expect(images).toEqual([]);
    expect(preloaded).toEqual(list['/search']!.fr.now);
  });

  it("when the tenant's settings do not come: the dialog's files, as the app would ask for them", async () => {
    const { preloaded } = await boot('/search', 'refused');
    expect(preloaded).toEqual([...list['/search']!.fr.now, ...list['/search']!.fr.consent]);
  });
});
