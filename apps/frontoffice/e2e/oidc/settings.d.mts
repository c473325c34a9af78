type Env = Record<string, string | undefined>;
/** The public client of the authorization code flow with PKCE (decision D48). */
export declare const CODE_CLIENT_ID: 'frontoffice-code';
/** The public client of the implicit flow (spec §2 `implicit/callback`), its id tokens signed ES256. */
export declare const IMPLICIT_CLIENT_ID: 'frontoffice-implicit';
/** The scopes both clients may ask for. */
export declare const SCOPE: 'openid email';
/** The password of every account at the provider: the demo API's. */
export declare const ACCOUNT_PASSWORD: 'demo-password';
/** The provider's issuer, `http://127.0.0.1:<OIDC_PORT, or E2E_PORT + 3000>`. */
export declare function oidcIssuer(env?: Env): string;
/** The front office the clients are registered for: the e2e run's, unless OIDC_FRONTOFFICE_ORIGIN says otherwise. */
export declare function frontOfficeOrigin(env?: Env): string;
/** The redirect URI of both clients. */
export declare function callbackUrl(origin?: string): string;
/** The post-logout redirect URI of both clients. */
export declare function postLogoutUrl(origin?: string): string;
