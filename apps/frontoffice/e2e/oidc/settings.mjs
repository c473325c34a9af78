// issue 36: what the e2e run's OpenID provider (provider.mjs) and the specs that use it agree on: its issuer, its two
// clients and the front office URIs registered for them. Plain JavaScript: Node 20 runs provider.mjs as it is.
import { portsOf } from '@frontoffice/vitest-config/ports';

/** The public client of the authorization code flow with PKCE (decision D48). */
export const CODE_CLIENT_ID = 'frontoffice-code';
/** The public client of the implicit flow (spec §2 `implicit/callback`), its id tokens signed ES256. */
export const IMPLICIT_CLIENT_ID = 'frontoffice-implicit';
/** The scopes both clients may ask for. */
export const SCOPE = 'openid email';
/** The password of every account at the provider: the demo API's (packages/demo-api/src/core/seed.ts). */
export const ACCOUNT_PASSWORD = 'demo-password';

/** The provider's issuer, `http://127.0.0.1:<OIDC_PORT, or E2E_PORT + 3000>` (@frontoffice/vitest-config/ports). */
export function oidcIssuer(env = process.env) {
  return `http://127.0.0.1:${portsOf(env).oidc}`;
}

/** The front office the clients are registered for: the e2e run's, unless OIDC_FRONTOFFICE_ORIGIN says otherwise. */
export function frontOfficeOrigin(env = process.env) {
  return env.OIDC_FRONTOFFICE_ORIGIN ?? `http://127.0.0.1:${portsOf(env).e2e}`;
}

/** The redirect URI of both clients: the front office's one callback route for both flows (issue 36 item 2). */
export function callbackUrl(origin = frontOfficeOrigin()) {
  return `${origin}/frontofficev2/implicit/callback`;
}

/** The post-logout redirect URI of both clients: the front office's login (spec §2, issue 36 item 3). */
export function postLogoutUrl(origin = frontOfficeOrigin()) {
  return `${origin}/frontofficev2/login`;
}
