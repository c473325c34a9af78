// Issue 36, decision D48: the demo API trusts an external OpenID provider registered with `__demo/openid/issuers`,
// and accepts its id tokens at `POST /sso/openid` and the `openid_token` grant only when they are signed by it, for
// one of its clients, unexpired and naming an account. Keys are made here with WebCrypto, as the provider's would be.
import type { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type PublicJwk, readIssuerRegistration } from '../src/core/openid.ts';
import { inProcess } from './helpers.ts';

const ISSUER = 'http://127.0.0.1:7173';
const CLIENTS = ['frontoffice-code', 'frontoffice-implicit'];

type Signer = { alg: 'RS256' | 'ES256'; kid: string; privateKey: webcrypto.CryptoKey; jwk: PublicJwk };

async function signer(alg: 'RS256' | 'ES256', kid: string): Promise<Signer> {
  const params = alg === 'RS256' ? { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' } : { name: 'ECDSA', namedCurve: 'P-256' };
  const pair = (await crypto.subtle.generateKey(params, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const { key_ops: _ops, ext: _ext, ...jwk } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  // As oidc-provider publishes them: kid, alg and use beside the key itself.
  return { alg, kid, privateKey: pair.privateKey, jwk: { ...jwk, kty: jwk.kty ?? '', kid, alg, use: 'sig' } };
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function idToken(key: Signer, claims: Record<string, unknown>, header: Record<string, unknown> = {}): Promise<string> {
  const signed = `${encode({ alg: key.alg, typ: 'JWT', kid: key.kid, ...header })}.${encode(claims)}`;
  const algorithm = key.alg === 'RS256' ? { name: 'RSASSA-PKCS1-v1_5' } : { name: 'ECDSA', hash: 'SHA-256' };
  const signature = await crypto.subtle.sign(algorithm, key.privateKey, new TextEncoder().encode(signed));
  return `${signed}.${Buffer.from(signature).toString('base64url')}`;
}

/** A fleetco demo API trusting ISSUER with an RSA and an EC key, and valid claims on its clock. */
async function trusting() {
  const demo = inProcess('fleetco');
  const rsa = await signer('RS256', 'rsa-1');
  const ec = await signer('ES256', 'ec-1');
  const registered = await demo.client.control('POST', '/openid/issuers', { issuer: ISSUER, clients: CLIENTS, jwks: { keys: [rsa.jwk, ec.jwk] } });
  expect(registered.status).toBe(201);
  const seconds = Math.floor(demo.clock.now() / 1000);
  const claims = { iss: ISSUER, aud: 'frontoffice-code', sub: 'acct-1', email: 'driver@example.com', email_verified: true, nonce: 'n-1', iat: seconds, exp: seconds + 3600 };
  const exchange = (token: string) => demo.client.call('POST', '/sso/openid', { body: { openid: { id_token: token } } });
  return { ...demo, rsa, ec, claims, exchange };
}

describe('issue 36: id tokens of a trusted external OpenID provider (decision D48)', () => {
  it('D48: accepts a token signed by the issuer (RS256 and ES256) for one of its clients, at /sso/openid and the openid_token grant', async () => {
    const { client, rsa, ec, claims, exchange } = await trusting();
    const signedIn = await exchange(await idToken(rsa, claims));
    expect(signedIn.status).toBe(200);
    expect(signedIn.conformance).toBe('');
    expect((await client.call('GET', '/user', { token: signedIn.get<string>('access_token') })).get('user.email')).toBe('driver@example.com');
    // The implicit client's token, ES256, its audience as an array.
    expect((await exchange(await idToken(ec, { ...claims, aud: ['frontoffice-implicit'] }))).status).toBe(200);
    const grant = await client.call('POST', '/oauth2/token', {
      body: { grant_type: 'openid_token', openid_token: await idToken(rsa, claims), client_id: 'frontoffice', client_secret: 'frontoffice-secret' },
    });
    expect(grant.status).toBe(200);
  });

  it('refuses a token for another client', async () => {
    const { rsa, claims, exchange } = await trusting();
    for (const aud of ['frontoffice', ['someone-else'], undefined]) {
      const answer = await exchange(await idToken(rsa, { ...claims, aud }));
      expect(answer.status).toBe(401);
      expect(answer.get('error_description')).toBe('The id token is for another client.');
    }
  });

  it('refuses an expired token, on the demo clock', async () => {
    const { rsa, claims, clock, exchange } = await trusting();
    const token = await idToken(rsa, claims);
    clock.advance(3601_000);
    const answer = await exchange(token);
    expect(answer.status).toBe(401);
    expect(answer.get('error_description')).toBe('The id token has expired.');
  });

  it('refuses a token of an issuer this tenant does not trust, signed or not', async () => {
    const { rsa, claims, exchange } = await trusting();
    for (const iss of ['http://127.0.0.1:7174', `${ISSUER}/`, 'https://evil.test/__demo/openid/x']) {
      const answer = await exchange(await idToken(rsa, { ...claims, iss }));
      expect(answer.status).toBe(401);
      expect(answer.get('error_description')).toBe('The id token was not issued by a trusted provider.');
    }
    // Another tenant's demo API has registered no issuer.
    const other = inProcess('fleetco');
    expect((await other.client.call('POST', '/sso/openid', { body: { openid: { id_token: await idToken(rsa, claims) } } })).status).toBe(401);
  });

  it('refuses a bad signature: another key, a changed payload, alg none, an unknown kid', async () => {
    const { rsa, claims, exchange } = await trusting();
    const stranger = await signer('RS256', 'rsa-1');
    const refusals = {
      'The id token signature does not verify.': [
        await idToken(stranger, claims),
        (await idToken(rsa, claims)).replace(/^([^.]+)\.[^.]+\./, (_, head: string) => `${head}.${encode({ ...claims, email: 'backoffice@example.com' })}.`),
      ],
      'The id token is signed with none, not RS256 or ES256.': [`${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`],
      'No key of the issuer matches the id token.': [await idToken(rsa, claims, { kid: 'rsa-2' })],
      'The id token is not a signed JWT.': [`${encode({ alg: 'RS256' })}.${encode(claims)}`],
    };
    for (const [reason, tokens] of Object.entries(refusals)) {
      for (const token of tokens) {
        const answer = await exchange(token);
        expect(answer.status, reason).toBe(401);
        expect(answer.get('error_description')).toBe(reason);
      }
    }
  });

  it('refuses an e-mail that names no account, or that the provider has not verified', async () => {
    const { rsa, claims, exchange } = await trusting();
    expect((await exchange(await idToken(rsa, { ...claims, email: 'nobody@example.com' }))).get('error_description')).toBe('No account has this e-mail.');
    expect((await exchange(await idToken(rsa, { ...claims, email_verified: false }))).get('error_description')).toBe('The provider has not verified this e-mail.');
  });

  it('keeps the fake provider of previews working beside it', async () => {
    const { client, exchange } = await trusting();
    const page = await client.control('GET', '/openid/authorize?redirect_uri=https%3A%2F%2Ffo.test%2Fcb&state=s&nonce=n');
    const fake = decodeURIComponent(/id_token=([^&"]+)/.exec(page.text)?.[1] ?? '');
    expect((await exchange(fake)).status).toBe(200);
  });
});

describe('issue 36: __demo/openid/issuers', () => {
  it('lists, replaces and forgets the trusted issuers; a reset forgets them too', async () => {
    const { client, rsa, api } = await trusting();
    expect((await client.control('GET', '/openid/issuers')).body).toMatchObject({ issuers: [{ issuer: ISSUER, clients: CLIENTS }] });
    await client.control('POST', '/openid/issuers', { issuer: ISSUER, clients: ['frontoffice-code'], jwks: { keys: [rsa.jwk] } });
    expect((await client.control('GET', '/openid/issuers')).body).toMatchObject({ issuers: [{ issuer: ISSUER, clients: ['frontoffice-code'] }] });
    expect((await client.control('DELETE', '/openid/issuers')).body).toEqual({ issuers: [] });
    await client.control('POST', '/openid/issuers', { issuer: ISSUER, clients: CLIENTS, jwks: { keys: [rsa.jwk] } });
    api.reset();
    expect(api.state.openidIssuers.size).toBe(0);
  });

  it('refuses a registration without an issuer URL, clients or a signing key', async () => {
    const { client, rsa } = await trusting();
    const bodies = [
      { clients: CLIENTS, jwks: { keys: [rsa.jwk] } },
      { issuer: 'not-a-url', clients: CLIENTS, jwks: { keys: [rsa.jwk] } },
      { issuer: ISSUER, clients: [], jwks: { keys: [rsa.jwk] } },
      { issuer: ISSUER, clients: CLIENTS, jwks: { keys: [{ ...rsa.jwk, use: 'enc' }] } },
      { issuer: ISSUER, clients: CLIENTS, jwks: [rsa.jwk] },
    ];
    for (const body of bodies) {
      const answer = await client.control('POST', '/openid/issuers', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body as { error: string }).error).toContain('Send {"issuer"');
    }
  });

  it('without jwks, reads the keys once from the issuer’s discovery document, whose issuer must be the same', async () => {
    const { rsa } = await trusting();
    const asked: string[] = [];
    const documents: Record<string, unknown> = {
      [`${ISSUER}/.well-known/openid-configuration`]: { issuer: ISSUER, jwks_uri: `${ISSUER}/jwks` },
      [`${ISSUER}/jwks`]: { keys: [rsa.jwk, { kty: 'oct', k: 'c2VjcmV0' }] },
    };
    const fetcher = (async (url: string) => {
      asked.push(url);
      return url in documents ? Response.json(documents[url]) : new Response('', { status: 404 });
    }) as typeof fetch;
    const trusted = await readIssuerRegistration({ issuer: ISSUER, clients: CLIENTS }, fetcher);
    expect(trusted).toEqual({ issuer: ISSUER, clients: CLIENTS, keys: [rsa.jwk] });
    expect(asked).toEqual([`${ISSUER}/.well-known/openid-configuration`, `${ISSUER}/jwks`]);
    documents[`${ISSUER}/.well-known/openid-configuration`] = { issuer: 'http://127.0.0.1:9999', jwks_uri: `${ISSUER}/jwks` };
    await expect(readIssuerRegistration({ issuer: ISSUER, clients: CLIENTS }, fetcher)).rejects.toThrow('names the issuer http://127.0.0.1:9999');
    await expect(readIssuerRegistration({ issuer: 'http://127.0.0.1:1', clients: CLIENTS }, fetcher)).rejects.toThrow('answered 404');
  });
});
