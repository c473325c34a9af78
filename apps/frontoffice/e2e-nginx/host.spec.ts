import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { contentSecurityPolicies, type HostConfig, inlineScripts } from '../host/policy.mjs';

// Issue 19 item 5: what the production host sends, served by Debian's nginx with the file the build ships
// (dist-host/frontoffice.conf): the policy and the security headers as HTTP headers, index.html never cached, the hashed
// assets cached for a year, the single-page fallback under /frontofficev2/.

const shipped = JSON.parse(readFileSync(new URL('../dist/config.json', import.meta.url), 'utf8')) as HostConfig;
// The built document's own inline script (the page's first script, issue 18) is admitted by its hash.
const built = readFileSync(new URL('../dist/index.html', import.meta.url), 'utf8');
const policies = contentSecurityPolicies(shipped, { inlineScripts: inlineScripts(built) });
const assets = readdirSync(new URL('../dist/assets/', import.meta.url));
const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];

test('a route of the app is index.html with the base policy as a header and a <meta>, never cached, with the security headers', async ({ request }) => {
  for (const path of ['', 'search', 'account/bookings/12', 'page/faq?x=1']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-type'], path).toContain('text/html');
    expect(headers['content-security-policy'], path).toBe(`${policies.base}; frame-ancestors 'none'`);
    expect(metaPolicy(await response.text()), path).toBe(policies.base);
    expect(headers['cache-control'], path).toBe('no-store');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers.server).toBe('nginx');
  }
});

test('decision D34: the pages with a card form get the card document, whose policy alone admits Stripe', async ({ request }) => {
  expect(policies.base).not.toContain('stripe');
  for (const path of ['signup', 'signup?redirect_uri=x', 'account/payment-method', 'account/payment-method/']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-security-policy'], path).toBe(`${policies.cards}; frame-ancestors 'none'`);
    const html = await response.text();
    expect(metaPolicy(html), path).toBe(policies.cards);
    expect(html, path).not.toContain('frontoffice:card-document');
  }
  // A page beside them is not one of them.
  expect((await request.get('signup/welcome')).headers()['content-security-policy']).not.toContain('stripe');
  expect((await request.get('account/payment-methods-faq')).headers()['content-security-policy']).not.toContain('stripe');
});

test('the hashed assets are cached for a year and compressed; a missing one is a 404, not index.html', async ({ request }) => {
  const script = assets.find((file) => /^index-[\w-]+\.js$/.test(file));
  const worker = assets.find((file) => file.endsWith('.mjs'));
  const response = await request.get(`assets/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-type']).toContain('javascript');
  expect(response.headers()['content-encoding']).toBe('gzip');
  // maplibre's worker is an ES module: a wrong type would stop the map.
  expect((await request.get(`assets/${worker}`)).headers()['content-type']).toContain('javascript');
  const missing = await request.get('assets/index-missing0.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root">');
});

test('config.json is never cached (an operator who changes it is read at once); /frontofficev2 without its slash is redirected', async ({ request }) => {
  const config = await request.get('config.json');
  expect(config.headers()['cache-control']).toBe('no-store');
  expect(await config.json()).toMatchObject({ oauth: { clientId: 'frontoffice' } });
  const bare = await request.get('/frontofficev2', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(new URL(bare.headers().location ?? '', 'http://x').pathname).toBe('/frontofficev2/');
});

test('a deep link opens the app under nginx: the page renders, the header policy holds, no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route('**/frontofficev2/config.json', async (route) => {
    const response = await route.fetch();
    const { mapStyleUrl: _offline, ...config } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, apiBaseUrl: '/tenants/campus/api' } });
  });
  await page.goto('faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
