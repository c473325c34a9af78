// @vitest-environment node
import { hasCardForm, PAGES, type PageId } from '@frontoffice/domain';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyHostConfig, withPolicy } from '../host/documents.mjs';
import { ICONS_FOLDER, MANIFEST_FILE } from '../host/manifest.mjs';
import { NEVER_CACHED, nginxConfig } from '../host/nginx.mjs';
import { createHash } from 'node:crypto';
import { CARD_DOCUMENT, CARD_FORM_PATHS, contentSecurityPolicies, inlineScripts } from '../host/policy.mjs';

const shipped = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const directive = (policy: string, name: string) => policy.split('; ').find((item) => item.startsWith(`${name} `));

describe('the Content-Security-Policy from config.json (issue 19 item 5, issue 17)', () => {
  it('issue 17: the shipped config admits the map style host for calls, and no https: host at large', () => {
    const { base } = contentSecurityPolicies(shipped);
    expect(directive(base, 'connect-src')).toBe("connect-src 'self' https://tiles.openfreemap.org");
    expect(directive(base, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(base, 'script-src')).toBe("script-src 'self'");
    expect(directive(base, 'frame-src')).toBe("frame-src 'none'");
    expect(base).not.toMatch(/(^| )https:( |;|$)|unsafe-inline|unsafe-eval/);
  });

  it("issue 33: the service worker and the web app manifest are admitted from the app's origin only, on both documents", () => {
    const { base, cards } = contentSecurityPolicies(shipped);
    for (const policy of [base, cards]) {
      // blob: stays for maplibre's worker.
      expect(directive(policy, 'worker-src')).toBe("worker-src 'self' blob:");
      expect(directive(policy, 'manifest-src')).toBe("manifest-src 'self'");
    }
    // Nothing else widens: the whole policy of the shipped config (react-aria's style hashes aside).
    expect(base.replaceAll(/ 'sha256-[^']*'/g, '')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; " +
        "connect-src 'self' https://tiles.openfreemap.org; worker-src 'self' blob:; child-src 'self' blob:; manifest-src 'self'; " +
        "frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it('each host config.json names is admitted exactly: the operator API (calls and images), the geocoder, the error reporter', () => {
    const { base } = contentSecurityPolicies({
      apiBaseUrl: 'https://api.operator.example/api/v2',
      geocoder: { type: 'photon', url: 'https://photon.example/api' },
      errorReporter: { type: 'beacon', url: 'https://errors.example:8443/report' },
    });
    expect(directive(base, 'connect-src')).toBe(
      "connect-src 'self' https://api.operator.example https://photon.example https://errors.example:8443",
    );
    expect(directive(base, 'img-src')).toBe("img-src 'self' data: blob: https://api.operator.example");
  });

  it("issue 36, D48: the code flow's provider is admitted for calls (discovery, token), exactly its origin, on both documents; the implicit flow admits nothing", () => {
    const code = contentSecurityPolicies({ singleSignOn: { flow: 'code', issuer: 'https://id.operator.example/realms/drivers' } });
    for (const policy of [code.base, code.cards]) expect(directive(policy, 'connect-src')).toContain(" https://id.operator.example");
    expect(directive(code.base, 'connect-src')).toBe("connect-src 'self' https://id.operator.example");
    // Nothing else widens: images, frames, scripts and forms are as without it.
    expect(code.base.replace(' https://id.operator.example', '')).toBe(contentSecurityPolicies({}).base);
    expect(contentSecurityPolicies({ singleSignOn: { flow: 'implicit' } }).base).toBe(contentSecurityPolicies({}).base);
  });

  it('cspOrigins adds the origins the build cannot know (a photo CDN, a style whose tiles live elsewhere); a URL with a path is refused', () => {
    const { base } = contentSecurityPolicies({ cspOrigins: { img: ['https://cdn.operator.example'], connect: ['https://tiles.example'] } });
    expect(directive(base, 'img-src')).toBe("img-src 'self' data: blob: https://cdn.operator.example");
    expect(directive(base, 'connect-src')).toBe("connect-src 'self' https://tiles.example");
    expect(() => contentSecurityPolicies({ cspOrigins: { img: ['https://cdn.example/photos'] } })).toThrow(/not an origin/);
  });

  it('decision D34: only the card policy admits Stripe, for its script, frames and calls', () => {
    const { base, cards } = contentSecurityPolicies(shipped);
    expect(base).not.toContain('stripe');
    expect(directive(cards, 'script-src')).toBe("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(directive(cards, 'frame-src')).toBe('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
    expect(directive(cards, 'connect-src')).toBe("connect-src 'self' https://tiles.openfreemap.org https://api.stripe.com");
  });

  it("issue 18: the document's own inline script (the page's first script) is admitted by the hash of its exact text, on both documents, and nothing else inline", () => {
    const boot = 'console.info(1)';
    const html = `<head><script type="module" crossorigin src="/a.js"></script><script type="module" async>${boot}</script><script></script></head>`;
    expect(inlineScripts(html)).toEqual([boot]);
    const hash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
    const { base, cards } = contentSecurityPolicies(shipped, { inlineScripts: inlineScripts(html) });
    expect(directive(base, 'script-src')).toBe(`script-src 'self' ${hash}`);
    expect(directive(cards, 'script-src')).toBe(`script-src 'self' ${hash} https://js.stripe.com https://*.js.stripe.com`);
    expect(base).not.toMatch(/unsafe-inline/);
  });

  it('decision D34: the card paths the host knows are the pages with a card form of the domain’s table', () => {
    const pages = (Object.keys(PAGES) as PageId[]).filter(hasCardForm).map((page) => PAGES[page].path);
    expect([...CARD_FORM_PATHS].sort()).toEqual(pages.sort());
  });
});

describe('the documents and the nginx file', () => {
  const html = '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body></body>\n</html>\n';
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('the policy <meta> comes first in <head>; written again it replaces the previous one and its marker', () => {
    const once = withPolicy(html, "default-src 'self'", true);
    expect(once).toMatch(/<head>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'">\s*<meta name="frontoffice:card-document"/);
    const twice = withPolicy(once, "default-src 'none'", false);
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'none'"`);
    expect(twice).not.toContain('frontoffice:card-document');
    expect(withPolicy(html, 'a "quoted" <policy>', false)).toContain('content="a &quot;quoted&quot; &lt;policy>"');
  });

  it('README "The production host": an operator’s new config.json gives new documents and a new nginx file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'host-test-'));
    const dist = join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), html.replace('</head>', '<script type="module" async>boot()</script></head>'));
    writeFileSync(join(dist, 'config.json'), JSON.stringify(shipped));
    await applyHostConfig({ dist, tenant: null });
    writeFileSync(join(dist, 'config.json'), JSON.stringify({ ...shipped, apiBaseUrl: 'https://api.operator.example/api' }));
    const { policies, out } = await applyHostConfig({
      dist,
      tenant: null,
      root: '/srv/fo',
      listen: '443 ssl',
      proxies: [{ path: '/api/', upstream: 'http://10.0.0.5:8000' }],
    });
    expect(out).toBe(join(dir, 'dist-host', 'frontoffice.conf'));
    expect(policies.base).toContain('https://api.operator.example');
    expect(policies.base).toContain(`script-src 'self' 'sha256-${createHash('sha256').update('boot()').digest('base64')}'`);
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    const cards = readFileSync(join(dist, CARD_DOCUMENT), 'utf8');
    expect(index.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(index).toContain(policies.base);
    expect(index).toContain('<meta name="frontoffice:card-document" content="index-cards.html">');
    expect(cards).toContain(policies.cards);
    expect(cards).not.toContain('frontoffice:card-document');
    const conf = readFileSync(out, 'utf8');
    expect(conf).toContain('listen 443 ssl;');
    expect(conf).toContain('root /srv/fo;');
    expect(conf).toContain('location /api/ {\n        proxy_pass http://10.0.0.5:8000;');
    expect(conf).toContain(`default "${policies.base}; frame-ancestors 'none'";`);
  });

  it('the nginx file: card paths to the card document, the fallback to index.html, a year for assets, nothing cached otherwise', () => {
    const conf = nginxConfig({ policies: { base: 'BASE', cards: 'CARDS' }, root: '/var/www/frontoffice' });
    expect(conf).toContain('"~^/frontofficev2/(?:signup|account/payment-method)/?(?:[?#]|$)" "CARDS; frame-ancestors \'none\'";');
    expect(conf).toContain('location ~ ^/frontofficev2/(?:signup|account/payment-method)/?$ {\n        try_files /frontofficev2/index-cards.html =404;');
    expect(conf).toContain('location /frontofficev2/ {\n        try_files $uri /frontofficev2/index.html;');
    expect(conf).toContain('"~^/frontofficev2/assets/" "public, max-age=31536000, immutable";');
    expect(conf).toContain('default "no-store";');
    expect(conf).toContain('listen 8080;');
    expect(conf).not.toContain('proxy_pass');
  });

  it('issue 33: the documents, config.json, the service worker and the manifest are never cached, the icons revalidated; the manifest has its MIME type', () => {
    const conf = nginxConfig({ policies: { base: 'BASE', cards: 'CARDS' }, root: '/var/www/frontoffice' });
    expect(NEVER_CACHED).toEqual(['index.html', CARD_DOCUMENT, 'config.json', 'sw.js', MANIFEST_FILE]);
    expect(conf).toContain(
      '"~^/frontofficev2/(?:index\\.html|index-cards\\.html|config\\.json|sw\\.js|manifest\\.webmanifest)$" "no-store";',
    );
    expect(conf).toContain(`"~^/frontofficev2/${ICONS_FOLDER}/" "no-cache";`);
    expect(conf).toContain(
      'location = /frontofficev2/manifest.webmanifest {\n        types { }\n        default_type application/manifest+json;\n        try_files $uri =404;',
    );
    // A missing worker script or icon is a 404, never index.html.
    expect(conf).toContain('location = /frontofficev2/sw.js {\n        try_files $uri =404;');
    expect(conf).toContain('location /frontofficev2/icons/ {\n        try_files $uri =404;');
    expect(conf).toMatch(/gzip_types [^;]*application\/manifest\+json/);
  });
});
