import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from './reporter.ts';
import { postBeacon, sendReport, withoutSecrets } from './sendReport.ts';

const ACCESS = 'a1b2c3d4e5f6g7h8i9j0-access';
const REFRESH = 'zz99yy88xx77-refresh';
const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('no token in a log or an error report (issue 19)', () => {
  it('the session’s tokens and every token-like text are taken out', () => {
    localStorage.setItem('access_token', ACCESS);
    localStorage.setItem('refresh_token', REFRESH);
    sessionStorage.setItem('id_token', JWT);
    const text = withoutSecrets(
      `GET /api/user failed with ${ACCESS}; refresh ${REFRESH}; Authorization: Bearer other.token-value; ` +
        `https://x.example/cb?access_token=abc123&state=1 {"password":"hunter22","client_secret":"s3cret"} ${JWT} reset_password_token=r3s3t`,
    );
    for (const secret of [ACCESS, REFRESH, 'other.token-value', 'abc123', 'hunter22', 's3cret', JWT, 'r3s3t']) expect(text).not.toContain(secret);
    expect(text).toContain('GET /api/user failed with [redacted]');
    expect(text).toContain('state=1');
  });

  it('spec §8: a beacon report carries the error without the tokens in its message or stack', () => {
    localStorage.setItem('access_token', ACCESS);
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const error = new Error(`boom with ${ACCESS}`);
    error.stack = `Error: boom with ${ACCESS}\n    at https://app.example/frontofficev2/?access_token=${ACCESS}`;
    sendReport({ type: 'beacon', url: 'https://errors.example/report' }, error, { url: 'https://app.example/frontofficev2/search', componentStack: null });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const body = sendBeacon.mock.calls[0]?.[1] as Blob;
    return body.text().then((text) => {
      expect(text).not.toContain(ACCESS);
      expect(JSON.parse(text)).toMatchObject({ name: 'Error', message: 'boom with [redacted]', url: 'https://app.example/frontofficev2/search' });
    });
  });

  it('spec §8, D49: a beacon the browser refuses (too large, a queue full) leaves as a keepalive fetch instead', () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => false);
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('fetch', fetch);
    expect(postBeacon('https://errors.example/report', '{"type":"web-vitals"}')).toBe(true);
    expect(fetch).toHaveBeenCalledWith('https://errors.example/report', expect.objectContaining({ method: 'POST', keepalive: true, body: '{"type":"web-vitals"}' }));
    vi.unstubAllGlobals();
  });

  it('spec §8: the console report (the default) logs text without the tokens, never the raw error object', async () => {
    localStorage.setItem('refresh_token', REFRESH);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createErrorReporter({ type: 'console' })(new Error(`refresh failed for ${REFRESH}`), { url: 'https://app.example/frontofficev2/', componentStack: '\n    at Page' });
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    const logged = log.mock.calls[0] ?? [];
    expect(logged.every((part) => typeof part === 'string')).toBe(true);
    expect(logged.join(' ')).not.toContain(REFRESH);
    expect(logged.join(' ')).toContain('refresh failed for [redacted]');
  });
});
