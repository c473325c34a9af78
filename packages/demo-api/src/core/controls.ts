// Controls under `<api base>/__demo/` (issue 4): the outbox, reset, driver validation and blocking, injected faults,
// latency, the demo clock, the served files (tenant SVGs, vehicle illustrations, uploads), the fake OpenID provider of
// single-sign-on tenants and the external OpenID providers a tenant trusts (issue 36). They are not part of the
// contract and are not checked against it.
import { tenantAssetNames, tenantAssetUrls, type TenantAssetName } from '@frontoffice/tenants';
import { findUserByEmail, toUser } from './context.ts';
import { damageSvg } from './damages.ts';
import { vehicleSvg } from './illustrations.ts';
import type { DemoState, Fault } from './model.ts';
import { validateDriver } from './operations/account.ts';
import { readIssuerRegistration, type TrustedIssuer } from './openid.ts';
import { DEMO_ACCOUNTS, DEMO_CLIENT } from './seed.ts';

/** What a control needs from the API instance. */
export interface ControlHost {
  state: DemoState;
  now(): number;
  reset(): void;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body, null, 2), { status, headers: { 'content-type': 'application/json' } });
}

function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

type FsModule = { readFileSync(path: URL): Uint8Array };

/** Reads a tenant SVG: from disk under Node, through fetch in a browser (where Vite rewrote the URL). */
async function readTenantAsset(url: URL): Promise<Uint8Array | null> {
  if (url.protocol === 'file:') {
    // process.getBuiltinModule keeps node:fs out of browser bundles: the browser never takes this branch.
    const nodeProcess = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
    const fs = nodeProcess?.getBuiltinModule?.('node:fs') as FsModule | undefined;
    if (!fs) return null;
    return fs.readFileSync(url);
  }
  const response = await fetch(url);
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned, JWT-shaped id token carrying the e-mail and the nonce (the fake provider's answer). */
export function makeIdToken(issuer: string, email: string, nonce: string | null, now: number): string {
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const seconds = Math.floor(now / 1000);
  const payload = base64Url(JSON.stringify({ iss: issuer, aud: DEMO_CLIENT.id, sub: email, email, nonce, iat: seconds, exp: seconds + 600 }));
  return `${header}.${payload}.`;
}

function openidAuthorize(host: ControlHost, url: URL, base: string): Response {
  const redirectUri = url.searchParams.get('redirect_uri');
  if (!redirectUri) return html('<!doctype html><title>Demo sign-in</title><p>redirect_uri is required.</p>', 400);
  const state = url.searchParams.get('state') ?? '';
  const nonce = url.searchParams.get('nonce');
  const mode = url.searchParams.get('response_mode') === 'query' ? '?' : '#';
  const separator = mode === '?' && redirectUri.includes('?') ? '&' : mode;
  const issuer = `${base}/__demo/openid`;
  const accounts = [...host.state.users.values()].map((user) => {
    const token = makeIdToken(issuer, user.email, nonce, host.now());
    const href = `${redirectUri}${separator}${new URLSearchParams({ id_token: token, state }).toString()}`;
    const note = (DEMO_ACCOUNTS as Record<string, string>)[user.email] ?? 'signed up during this session';
    return `<li><a class="account" href="${escapeHtml(href)}" data-email="${escapeHtml(user.email)}">Sign in as ${escapeHtml(user.email)}</a><small>${escapeHtml(note)}</small></li>`;
  });
  const cancel = `${redirectUri}${separator}${new URLSearchParams({ error: 'access_denied', state }).toString()}`;
  return html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(host.state.tenant.human_name)} — demo single sign-on</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2933}
ul{list-style:none;padding:0}li{margin:.75rem 0}a.account{display:inline-block;padding:.6rem 1rem;border-radius:.4rem;background:#1f4fd1;color:#fff;text-decoration:none}
small{display:block;color:#52606d;margin-top:.25rem}</style></head>
<body><h1>${escapeHtml(host.state.tenant.human_name)} identity provider (demo)</h1>
<p>This page stands in for the operator's OpenID provider. Choose an account: you go back to the front office with an id token for it.</p>
<ul>${accounts.join('\n')}</ul>
<p><a href="${escapeHtml(cancel)}">Cancel</a></p></body></html>`);
}

function openidLogout(url: URL): Response {
  const target = url.searchParams.get('post_logout_redirect_uri');
  if (target) {
    const state = url.searchParams.get('state');
    const location = state ? `${target}${target.includes('?') ? '&' : '?'}state=${encodeURIComponent(state)}` : target;
    return new Response(null, { status: 302, headers: { location } });
  }
  return html('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><h1>You are signed out</h1><p>You can close this page.</p></body></html>');
}

const FAULT_MODES = ['error', 'timeout', 'malformed', 'html', 'cut', 'lost', 'alter'] as const;

/** Answers a control request; `path` is what follows `__demo`. */
export async function handleControl(host: ControlHost, request: Request, path: string, base: string): Promise<Response> {
  const state = host.state;
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const route = `${method} ${path.replace(/\/+$/, '') || '/'}`;
  try {
    if (route === 'GET /') {
      return json(200, {
        tenant: state.tenantId,
        accounts: Object.keys(DEMO_ACCOUNTS),
        password: 'demo-password',
        client: DEMO_CLIENT,
        controls: ['GET outbox', 'POST reset', 'POST drivers/<email>/validate', 'POST drivers/<email>/block', 'POST drivers/<email>/unblock', 'POST drivers/<email>/expire-sms-code', 'GET|POST|DELETE faults', 'POST sessions/<email>/expire', 'POST sessions/<email>/revoke', 'GET|POST latency', 'GET|POST clock', 'GET assets/<logo.svg|favicon.svg|login-background.svg>', 'GET assets/vehicles/<id>.svg', 'GET assets/damage.svg', 'GET files/<id>', 'GET openid/authorize', 'GET openid/logout', 'GET|POST|DELETE openid/issuers'],
      });
    }
    if (route === 'GET /outbox') {
      const to = url.searchParams.get('to');
      const messages = state.outbox.filter((m) => !to || m.to.toLowerCase() === to.toLowerCase());
      return json(200, { messages: JSON.parse(JSON.stringify(messages).replaceAll('{base}', base)) as unknown });
    }
    if (route === 'DELETE /outbox') {
      state.outbox.length = 0;
      return json(200, { messages: [] });
    }
    if (route === 'POST /reset') {
      host.reset();
      return json(200, { reset: true, tenant: host.state.tenantId });
    }
    const expire = /^POST \/drivers\/([^/]+)\/expire-sms-code$/.exec(route);
    if (expire) {
      // The code sent last expires now (spec §8 SMS_CODE_EXPIRED) without moving the clock, which every other
      // account, token and rental of a shared demo API follows.
      const email = decodeURIComponent(expire[1] ?? '');
      const user = findUserByEmail(state, email);
      if (!user) return json(404, { error: `No account ${email}` });
      if (!user.sms) return json(409, { error: `No SMS code is waiting for ${email}` });
      user.sms.expiresAt = host.now() - 1;
      return json(200, { expired: true, phone: user.sms.phone });
    }
    const driver = /^POST \/drivers\/([^/]+)\/(validate|block|unblock)$/.exec(route);
    if (driver) {
      const user = findUserByEmail(state, decodeURIComponent(driver[1] ?? ''));
      if (!user) return json(404, { error: `No account ${decodeURIComponent(driver[1] ?? '')}` });
      if (driver[2] === 'validate') validateDriver({ state }, user);
      else user.blocked = driver[2] === 'block';
      return json(200, { user: JSON.parse(JSON.stringify(toUser(state, user)).replaceAll('{base}', base)) as unknown });
    }
    if (route === 'GET /faults') return json(200, { faults: state.faults });
    if (route === 'DELETE /faults') {
      state.faults = [];
      return json(200, { faults: [] });
    }
    if (route === 'POST /faults') {
      const body = await readJson(request);
      const mode = (body.mode ?? 'error') as Fault['mode'];
      const paths = Array.isArray(body.remove) ? body.remove.filter((item): item is string => typeof item === 'string') : [];
      const set = body.set && typeof body.set === 'object' && !Array.isArray(body.set) ? (body.set as Record<string, unknown>) : {};
      const extension = typeof body.extension === 'string' && body.extension !== '' ? body.extension : null;
      // A fault on a contract extension (decision D46) meets every operation of it unless it names one.
      const operation = typeof body.operation === 'string' ? body.operation : extension ? '*' : null;
      if (operation === null || !FAULT_MODES.includes(mode)) {
        return json(400, {
          error: `Send {"operation": "<operationId or *>", "extension": "<x-frontoffice-extension, optional>", "mode": "${FAULT_MODES.join('" | "')}", "status": 500, "code": "...", "times": 1, "timeout_ms": 30000, "after_percent": 60, "scope": "<x-demo-scope header value>", "remove": ["tenant.timezone"], "set": {"results.*.vehicle.fuel_type": "hydrogen"}}.`,
        });
      }
      const fault: Fault = {
        id: state.faults.length + 1,
        operation,
        mode,
        status: typeof body.status === 'number' ? body.status : mode === 'timeout' ? 504 : mode === 'html' ? 502 : 500,
        code: typeof body.code === 'string' ? body.code : 'INTERNAL_ERROR',
        remaining: typeof body.times === 'number' && body.times > 0 ? body.times : 1,
        timeout_ms: typeof body.timeout_ms === 'number' ? body.timeout_ms : 30_000,
        after_percent: typeof body.after_percent === 'number' ? Math.min(100, Math.max(0, body.after_percent)) : 60,
        scope: typeof body.scope === 'string' && body.scope !== '' ? body.scope : null,
        remove: paths,
        set,
        extension,
      };
      state.faults.push(fault);
      return json(201, { fault });
    }
    // Sessions of one account (issue 19): `expire` ends its access tokens (a refresh token renews them), `revoke` its
    // refresh tokens too (the next 401 cannot be renewed: back to login).
    const session = /^POST \/sessions\/([^/]+)\/(expire|revoke)$/.exec(route);
    if (session) {
      const user = findUserByEmail(state, decodeURIComponent(session[1] ?? ''));
      if (!user) return json(404, { error: `No account ${decodeURIComponent(session[1] ?? '')}` });
      let expired = 0;
      for (const token of state.tokens.values()) {
        if (token.userId !== user.id || token.expiresAt <= host.now()) continue;
        token.expiresAt = host.now();
        expired += 1;
      }
      let revoked = 0;
      if (session[2] === 'revoke') {
        for (const [refresh, record] of state.refreshTokens) {
          if (record.userId !== user.id) continue;
          state.refreshTokens.delete(refresh);
          revoked += 1;
        }
      }
      return json(200, { expired, revoked });
    }
    if (route === 'GET /latency') return json(200, { latency_ms: state.latencyMs });
    if (route === 'POST /latency') {
      const body = await readJson(request);
      state.latencyMs = typeof body.ms === 'number' && body.ms >= 0 ? body.ms : 0;
      return json(200, { latency_ms: state.latencyMs });
    }
    if (route === 'GET /clock') return json(200, { now: new Date(host.now()).toISOString(), offset_ms: state.clockOffsetMs });
    if (route === 'POST /clock') {
      const body = await readJson(request);
      if (typeof body.advance_seconds === 'number') state.clockOffsetMs += body.advance_seconds * 1000;
      if (body.reset === true) state.clockOffsetMs = 0;
      return json(200, { now: new Date(host.now()).toISOString(), offset_ms: state.clockOffsetMs });
    }
    const asset = /^GET \/assets\/([\w-]+\.svg)$/.exec(route);
    if (asset && (tenantAssetNames as readonly string[]).includes(asset[1] ?? '')) {
      const bytes = await readTenantAsset(tenantAssetUrls[state.tenantId][asset[1] as TenantAssetName]);
      if (!bytes) return json(404, { error: 'asset not found' });
      return new Response(new Uint8Array(bytes), { status: 200, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=300' } });
    }
    // The picture of the known damages (extension condition-reports, issue 35).
    if (route === 'GET /assets/damage.svg') {
      return new Response(damageSvg(), { status: 200, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=300' } });
    }
    const vehicleAsset = /^GET \/assets\/vehicles\/(\d+)\.svg$/.exec(route);
    if (vehicleAsset) {
      const vehicle = state.vehiclesById.get(Number(vehicleAsset[1]));
      if (!vehicle) return json(404, { error: 'vehicle not found' });
      return new Response(vehicleSvg(vehicle), { status: 200, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=300' } });
    }
    const file = /^GET \/files\/(\d+)$/.exec(route);
    if (file) {
      const stored = state.files.get(file[1] ?? '');
      if (!stored) return json(404, { error: 'file not found' });
      // A copy typed on a plain ArrayBuffer, which the DOM typing of Response accepts (consumers compile with DOM).
      return new Response(new Uint8Array(stored.bytes), { status: 200, headers: { 'content-type': stored.contentType } });
    }
    if (route === 'GET /openid/authorize') return openidAuthorize(host, url, base);
    if (route === 'GET /openid/logout') return openidLogout(url);
    // External OpenID providers this tenant trusts (issue 36): `{issuer, clients, jwks?}`; without `jwks`, the
    // issuer's keys are fetched now from its discovery document, once. Registering an issuer again replaces it.
    if (route === 'GET /openid/issuers') return json(200, { issuers: [...state.openidIssuers.values()] });
    if (route === 'POST /openid/issuers') {
      let issuer: TrustedIssuer;
      try {
        issuer = await readIssuerRegistration(await readJson(request));
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return json(400, { error: `${detail}. Send {"issuer": "https://…", "clients": ["<client id>", …], "jwks": {"keys": […]} (optional: else read from the issuer's discovery)}.` });
      }
      state.openidIssuers.set(issuer.issuer, issuer);
      return json(201, { issuer });
    }
    if (route === 'DELETE /openid/issuers') {
      state.openidIssuers.clear();
      return json(200, { issuers: [] });
    }
    return json(404, { error: `No control ${route}. GET ${base}/__demo lists them.` });
  } catch (error) {
    return json(400, { error: error instanceof Error ? error.message : String(error) });
  }
}
