// issue 36: a real OpenID provider for the single sign-on tests. `oidc-provider` is OpenID Certified; this configures
// it as an operator's identity provider would be for the front office, on plain http on the loopback:
// - `frontoffice-code`: a public client (no secret) of the authorization code flow, PKCE (S256) required;
// - `frontoffice-implicit`: a public client of the implicit flow (`id_token`), its id tokens signed ES256;
// - the demo API's accounts (packages/demo-api/src/core/seed.ts), password `demo-password`, claims `sub` (opaque),
//   `email`, `email_verified`; RP-initiated logout; RFC 9207 `iss` in authorization responses (the default).
// Its own sign-in page (labelled e-mail and password fields) stands in for the dev interactions, which accept any
// login with any password; consent is granted without a page for these first-party clients.
//
//   OIDC_PORT=7173 node e2e/oidc/provider.mjs      (default port: E2E_PORT + 3000, @frontoffice/vitest-config/ports)
//
// Playwright starts it as a web server of playwright.config.ts; a spec makes a tenant's demo API trust it with
// e2e/oidc/support.ts `trustOidcProvider`. For tests only: never for an operator.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';
import { ACCOUNT_PASSWORD, CODE_CLIENT_ID, IMPLICIT_CLIENT_ID, callbackUrl, frontOfficeOrigin, oidcIssuer, postLogoutUrl } from './settings.mjs';

/** The demo API's accounts (the keys of DEMO_ACCOUNTS in its seed), read from its source: one list, no copy. */
export function demoAccounts(seedFile = new URL('../../../../packages/demo-api/src/core/seed.ts', import.meta.url)) {
  const source = readFileSync(seedFile, 'utf8');
  const block = /export const DEMO_ACCOUNTS = \{([\s\S]*?)\n\} as const;/.exec(source)?.[1] ?? '';
  const emails = [...block.matchAll(/^\s*'([^']+@[^']+)':/gm)].map((match) => match[1].toLowerCase());
  if (emails.length === 0) throw new Error(`no DEMO_ACCOUNTS found in ${fileURLToPath(seedFile)}`);
  return emails;
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of the provider: no script, no resource from elsewhere (the machines have no network). */
function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · test identity provider</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1f2933}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}
button{margin:1rem .5rem 0 0;padding:.5rem 1rem}[role=alert]{color:#b00020}</style></head>
<body><main>${body}</main></body></html>`;
}

function loginPage({ uid, clientId, email = '', wrong = false }) {
  return page(
    'Sign in',
    `<h1>Test identity provider</h1>
<p>Sign in to continue to ${escapeHtml(clientId)}.</p>
${wrong ? '<p role="alert">Wrong e-mail or password.</p>' : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>`,
  );
}

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** A fresh signing key pair as a private JWK (oidc-provider publishes the public half at its jwks_uri). */
function signingKey(type) {
  const { privateKey } = type === 'RSA' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...privateKey.export({ format: 'jwk' }), use: 'sig' };
}

const isLoopbackHttp = (uri) => {
  const url = URL.parse(uri);
  return url?.protocol === 'http:' && url.hostname === '127.0.0.1';
};

/**
 * The provider for `issuer`, its clients registered for the front office at `origin`, before it listens. Exported for
 * tests of its own; `startProvider` serves it.
 */
export function createProvider({ issuer = oidcIssuer(), origin = frontOfficeOrigin(), accounts = demoAccounts() } = {}) {
  // An opaque, stable `sub` per account: the demo API must sign in by `email`, as with an operator's provider.
  const byId = new Map(accounts.map((email) => [`acct-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`, email]));
  const idOf = (email) => [...byId].find(([, known]) => known === email.trim().toLowerCase())?.[0];
  const uris = { redirect_uris: [callbackUrl(origin)], post_logout_redirect_uris: [postLogoutUrl(origin)] };

  const provider = new Provider(issuer, {
    clients: [
      { client_id: CODE_CLIENT_ID, token_endpoint_auth_method: 'none', response_types: ['code'], grant_types: ['authorization_code'], ...uris },
      // ES256 here, RS256 (the default) for the code client: the demo API's verification meets both algorithms.
      { client_id: IMPLICIT_CLIENT_ID, token_endpoint_auth_method: 'none', response_types: ['id_token'], grant_types: ['implicit'], id_token_signed_response_alg: 'ES256', ...uris },
    ],
    // The two flows of issue 36 and nothing else (the default also has `code id_token` and `none`).
    responseTypes: ['code', 'id_token'],
    // oidc-provider 9 requires PKCE of public clients already, and only S256 exists in it: said here on purpose.
    pkce: { required: () => true },
    scopes: ['openid', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The id token carries `email` in the code flow too, as the front office gives it to `POST /sso/openid` (spec §7).
    conformIdTokenClaims: false,
    jwks: { keys: [signingKey('RSA'), signingKey('EC')] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    async findAccount(_ctx, sub) {
      const email = byId.get(sub);
      if (!email) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email, email_verified: true }) };
    },
    // CORS for the browser's discovery, token and jwks requests: the origin of one of the public client's redirect
    // URIs, as oidc-provider's default does (replaced only to say so and keep its start-up quiet).
    clientBasedCORS(_ctx, origin_, client) {
      return client.clientAuthMethod === 'none' && client.redirectUris.some((uri) => URL.parse(uri)?.origin === origin_);
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.body = page(
            'Sign out',
            `<h1>Sign out of the test identity provider?</h1>${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button>`,
          );
        },
        async postLogoutSuccessSource(ctx) {
          ctx.body = page('Signed out', '<h1>You are signed out</h1>');
        },
      },
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page('Error', `<h1>Sign-in error</h1>${Object.entries(out).map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`).join('')}`);
    },
  });

  // Plain http on the loopback. oidc-provider sets `secure` cookies only on https requests (ctx.secure), so its
  // cookies work as they are; a web client of the implicit flow must register https redirect URIs (OpenID Connect
  // Core §3.2.2.1), which a test on 127.0.0.1 has no certificate for. Only that check is waived, and only when every
  // redirect URI is http://127.0.0.1 (its localhost check stays).
  const { invalidate } = provider.Client.Schema.prototype;
  provider.Client.Schema.prototype.invalidate = function invalidateUnlessLoopback(message, code) {
    const registered = [...(this.redirect_uris ?? []), ...(this.post_logout_redirect_uris ?? [])];
    if (code === 'implicit-force-https' && registered.every(isLoopbackHttp)) return;
    invalidate.call(this, message, code);
  };

  /** The sign-in page and its two actions; everything else is oidc-provider's. */
  async function interaction(req, res, uid, action) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const { prompt, params } = details;
    if (action === 'abort') {
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The driver cancelled the sign-in.' }, { mergeWithLastSubmission: false });
    }
    if (prompt.name === 'consent') {
      // First-party clients: the scopes and claims asked for are granted without a page.
      const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId: details.session.accountId, clientId: params.client_id });
      if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
      if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
      return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    }
    if (prompt.name !== 'login') throw new Error(`unexpected prompt ${prompt.name}`);
    if (action === 'login') {
      const form = await readForm(req);
      const email = form.get('email') ?? '';
      const accountId = idOf(email);
      if (accountId && form.get('password') === ACCOUNT_PASSWORD) {
        return provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
      }
      res.writeHead(401, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(loginPage({ uid, clientId: params.client_id, email, wrong: true }));
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    return res.end(loginPage({ uid, clientId: params.client_id, email: params.login_hint ?? '' }));
  }

  const callback = provider.callback();
  const handle = (req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(new URL(req.url ?? '/', issuer).pathname);
    const method = req.method ?? 'GET';
    if (!match || (match[2] ? method !== 'POST' : method !== 'GET')) return callback(req, res);
    interaction(req, res, match[1], match[2]).catch((error) => {
      // An expired or foreign interaction (its cookie is gone): say so instead of hanging.
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page('Error', `<h1>Sign-in error</h1><p>${escapeHtml(error instanceof Error ? error.message : error)}</p>`));
    });
  };
  return { provider, handle, accounts: byId };
}

/** Starts the provider on 127.0.0.1:`port`; resolves once it listens. */
export async function startProvider({ port = Number(new URL(oidcIssuer()).port), origin = frontOfficeOrigin() } = {}) {
  const issuer = `http://127.0.0.1:${port}`;
  const { handle } = createProvider({ issuer, origin });
  const server = createServer(handle);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { server, issuer, close: () => new Promise((resolve) => server.close(resolve)) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { issuer } = await startProvider();
  console.info(`[oidc] ${issuer} for ${frontOfficeOrigin()} (clients ${CODE_CLIENT_ID}, ${IMPLICIT_CLIENT_ID})`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}
