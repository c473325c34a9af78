import { describe, expect, it, vi } from 'vitest';
import { describeIssue } from './configProblems.ts';
import { type ConfigLoadResult, loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig.ts';

/** What the configuration error page lists. */
const problemsOf = (result: ConfigLoadResult) => (result.ok ? [] : result.issues.map(describeIssue));

const valid = { oauth: { clientId: 'frontoffice', clientSecret: 'frontoffice-secret' } };

describe('runtime configuration config.json (issue 2)', () => {
  it('fills the defaults: API base /api (spec §9), refresh tokens on, no allowed redirect, console reporter, the API geocoder, no map style, D49: a tenth of page loads measured', () => {
    expect(parseRuntimeConfig(valid)).toEqual({
      ok: true,
      config: {
        apiBaseUrl: '/api',
        oauth: { clientId: 'frontoffice', clientSecret: 'frontoffice-secret' },
        useRefreshTokens: true,
        allowedRedirectUris: [],
        errorReporter: { type: 'console' },
        geocoder: { type: 'api' },
        vitalsSampleRate: 0.1,
      },
    });
  });

  it('D49: the share of page loads whose Core Web Vitals are sent is from 0 (none) to 1 (all)', () => {
    const off = parseRuntimeConfig({ ...valid, vitalsSampleRate: 0 });
    expect(off.ok && off.config.vitalsSampleRate).toBe(0);
    const all = parseRuntimeConfig({ ...valid, vitalsSampleRate: 1 });
    expect(all.ok && all.config.vitalsSampleRate).toBe(1);
    expect(problemsOf(parseRuntimeConfig({ ...valid, vitalsSampleRate: 1.5 }))).toMatchObject([{ path: 'vitalsSampleRate' }]);
    expect(problemsOf(parseRuntimeConfig({ ...valid, vitalsSampleRate: -0.1 }))).toMatchObject([{ path: 'vitalsSampleRate' }]);
    expect(problemsOf(parseRuntimeConfig({ ...valid, vitalsSampleRate: '10%' }))).toMatchObject([{ path: 'vitalsSampleRate' }]);
  });

  it('issue 8: names an open geocoder (Photon or Nominatim) and a map style', () => {
    const photon = parseRuntimeConfig({
      ...valid,
      geocoder: { type: 'photon', url: 'https://photon.example.org' },
      mapStyleUrl: 'https://tiles.example.org/style.json',
    });
    expect(photon.ok && photon.config.geocoder).toEqual({ type: 'photon', url: 'https://photon.example.org' });
    expect(photon.ok && photon.config.mapStyleUrl).toBe('https://tiles.example.org/style.json');
    const nominatim = parseRuntimeConfig({ ...valid, geocoder: { type: 'nominatim', url: 'https://nominatim.example.org' } });
    expect(nominatim.ok && nominatim.config.geocoder).toEqual({ type: 'nominatim', url: 'https://nominatim.example.org' });
  });

  it('issue 19: an operator may set the call timeout (at least a second); absent, the client default applies', () => {
    const slow = parseRuntimeConfig({ ...valid, requestTimeoutMs: 30_000 });
    expect(slow.ok && slow.config.requestTimeoutMs).toBe(30_000);
    expect(problemsOf(parseRuntimeConfig({ ...valid, requestTimeoutMs: 10 }))).toMatchObject([{ path: 'requestTimeoutMs' }]);
  });

  it('keeps an operator API base and disabled refresh tokens', () => {
    const result = parseRuntimeConfig({ ...valid, apiBaseUrl: 'https://api.example.com/v2', useRefreshTokens: false });
    expect(result.ok && result.config.apiBaseUrl).toBe('https://api.example.com/v2');
    expect(result.ok && result.config.useRefreshTokens).toBe(false);
  });

  it.each([
    [{}, [{ path: 'oauth', expected: 'present', detail: '' }]],
    [{ oauth: { clientSecret: 3 } }, [{ path: 'oauth.clientId', expected: 'present', detail: '' }, { path: 'oauth.clientSecret', expected: 'type', detail: 'string' }]],
    [{ oauth: { clientId: '' , clientSecret: 'x' } }, [{ path: 'oauth.clientId', expected: 'nonEmpty', detail: '' }]],
    [{ ...valid, allowedRedirectUris: ['not a url'] }, [{ path: 'allowedRedirectUris.0', expected: 'format', detail: 'url' }]],
    [{ ...valid, useRefreshTokens: 'yes' }, [{ path: 'useRefreshTokens', expected: 'type', detail: 'boolean' }]],
    [{ ...valid, errorReporter: { type: 'sentry' } }, [{ path: 'errorReporter.type', expected: 'choice', detail: '' }]],
    [{ ...valid, geocoder: { type: 'google' } }, [{ path: 'geocoder.type', expected: 'choice', detail: '' }]],
    [{ ...valid, geocoder: { type: 'photon' } }, [{ path: 'geocoder.url', expected: 'present', detail: '' }]],
    [{ ...valid, geocoder: { type: 'nominatim', url: 'nominatim' } }, [{ path: 'geocoder.url', expected: 'format', detail: 'url' }]],
    [{ ...valid, mapStyleUrl: 'style.json' }, [{ path: 'mapStyleUrl', expected: 'format', detail: 'url' }]],
  ])('refuses %j and names the field', (json, problems) => {
    const result = parseRuntimeConfig(json);
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    expect(problemsOf(result)).toEqual(problems);
  });

  it('reads config.json beside index.html', async () => {
    const fetchImpl = vi.fn(async () => Response.json(valid));
    const result = await loadRuntimeConfig('/frontofficev2/', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/frontofficev2/config.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(result.ok).toBe(true);
  });

  it('tells a missing file, a network failure and a non-JSON answer apart', async () => {
    const missing = await loadRuntimeConfig('/', async () => new Response('nope', { status: 404 }));
    const offline = await loadRuntimeConfig('/', async () => {
      throw new TypeError('Failed to fetch');
    });
    const html = await loadRuntimeConfig('/', async () => new Response('<html></html>', { status: 200 }));
    expect([missing, offline, html].map((r) => !r.ok && r.reason)).toEqual(['unreachable', 'unreachable', 'not-json']);
  });
});
