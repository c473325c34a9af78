import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, getTenant, getVehicle, listCustomContents, listStripeCards, deleteUser, errorCodeForStatus } from '../src/index.ts';
import * as fx from './fixtures.ts';
import { makeClient, server, storeSession } from './setup.ts';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('spec §8: HTTP status to error code', () => {
  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [402, 'payment'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [418, 'internal'],
    [500, 'internal'],
    [503, 'internal'],
  ] as const)('maps %i to %s', async (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
    storeSession('member', 'm');
    // A 401 is tried once more after the refresh; answering 401 to the token endpoint too keeps it a 401.
    server.use(http.all('*', () => HttpResponse.json({ code: 'whatever', errors: [{ code: 'x', detail: 'y' }] }, { status })));
    const error = await failure(getVehicle(makeClient({ useRefreshTokens: false }), 11));
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.method).toBe('GET');
  });

  it('carries the list of errors of the body (spec §8)', async () => {
    storeSession('member', 'm');
    server.use(
      http.post('/api/vehicles/search', () =>
        HttpResponse.json(
          { code: 'bad_request', errors: [{ code: 'search_end_time_too_long', detail: 'Too long' }, { code: 'WRONG_PARAMETER' }] },
          { status: 400 },
        ),
      ),
    );
    const client = makeClient();
    const error = await failure(client.request({ method: 'POST', path: '/vehicles/search', json: {} }));
    expect(error.code).toBe('bad_request');
    expect(error.errors).toEqual([{ code: 'search_end_time_too_long', detail: 'Too long' }, { code: 'WRONG_PARAMETER' }]);
  });

  it('builds one error from the message and code when there is no list (spec §8)', async () => {
    storeSession('member', 'm');
    server.use(http.delete('/api/user', () => HttpResponse.json({ code: 'user_rentals_user_has_rental', message: 'Has a rental' }, { status: 409 })));
    const error = await failure(deleteUser(makeClient()));
    expect(error.code).toBe('conflict');
    expect(error.errors).toEqual([{ code: 'user_rentals_user_has_rental', detail: 'Has a rental' }]);
  });

  it('keeps the status code when the error body is not JSON (decision D27: internal-error message)', async () => {
    storeSession('member', 'm');
    server.use(http.get('/api/user/stripe_cards', () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })));
    const error = await failure(listStripeCards(makeClient()));
    expect(error.code).toBe('internal');
    expect(error.status).toBe(502);
    expect(error.errors).toEqual([]);
  });
});

describe('issue 3, issue 19: a malformed answer is an invalid_response error, reported, never shown', () => {
  const cases: [string, () => Response][] = [
    ['HTML instead of JSON', () => new HttpResponse('<!doctype html><p>Maintenance</p>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['truncated JSON', () => new HttpResponse('{"tenant": {"id": 1', { status: 200, headers: { 'Content-Type': 'application/json' } })],
    ['an empty body', () => new HttpResponse('', { status: 200 })],
    ['a missing field', () => HttpResponse.json({ tenant: { ...fx.tenant, platform_type: undefined } })],
    ['a wrong type', () => HttpResponse.json({ tenant: { ...fx.tenant, use_carpooling: 'yes' } })],
    ['an unknown enum value', () => HttpResponse.json({ tenant: { ...fx.tenant, platform_type: 'semi-private' } })],
    ['an unknown status', () => HttpResponse.json({ tenant: fx.tenant }, { status: 202 })],
    ['a 2xx status the contract does not give', () => HttpResponse.json({ tenant: fx.tenant }, { status: 299 })],
  ];

  it.each(cases)('%s', async (_name, answer) => {
    server.use(http.get('/api/tenant', () => answer()));
    const reported: Error[] = [];
    const error = await failure(getTenant(makeClient({ report: (e) => reported.push(e) })));
    expect(error.code).toBe('invalid_response');
    // spec §8: no list, so the generic handler shows the internal-error message, not the parser's English.
    expect(error.errors).toEqual([]);
    expect(error.message).toMatch(/^GET \/tenant: /);
    expect(reported).toEqual([error]);
  });

  it('names the field that broke the contract in the message (for the report)', async () => {
    server.use(http.get('/api/tenant', () => HttpResponse.json({ tenant: { ...fx.tenant, use_carpooling: 'yes' } })));
    const error = await failure(getTenant(makeClient()));
    expect(error.message).toContain('tenant.use_carpooling');
  });

  it('accepts timestamps with an offset and ignores keys the contract does not know', async () => {
    storeSession('member', 'm');
    server.use(
      http.get('/api/user/stripe_cards', () =>
        HttpResponse.json({ stripe_cards: [{ ...fx.card, set_as_default_at: '2026-03-01T10:00:00.123+02:00', fingerprint: 'abc' }], extra: 1 }),
      ),
    );
    const cards = await listStripeCards(makeClient());
    expect(cards[0]?.set_as_default_at).toBe('2026-03-01T10:00:00.123+02:00');
  });

  it('refuses a timestamp without an offset', async () => {
    storeSession('member', 'm');
    server.use(http.get('/api/user/stripe_cards', () => HttpResponse.json({ stripe_cards: [{ ...fx.card, set_as_default_at: 'yesterday' }] })));
    expect((await failure(listStripeCards(makeClient()))).code).toBe('invalid_response');
  });
});

// Both paths: the start-up call (`GET /tenant`, which may take an early answer) and every other call.
const transports = [
  { name: 'fetch (GET /tenant, before interactive)', path: '/api/tenant', body: () => ({ tenant: fx.tenant }), call: (client: ReturnType<typeof makeClient>, signal?: AbortSignal) => getTenant(client, { signal }) },
  {
    name: 'fetch (GET /custom_contents, after start-up)',
    path: '/api/custom_contents',
    body: () => ({ custom_contents: [] }),
    call: (client: ReturnType<typeof makeClient>, signal?: AbortSignal) => listCustomContents(client, 'faq', { signal }),
  },
];

describe.each(transports)('transport failures through $name', ({ path, body, call }) => {
  it('a network failure is a network error', async () => {
    server.use(http.get(path, () => HttpResponse.error()));
    const error = await failure(call(makeClient()));
    expect(error.code).toBe('network');
    expect(error.method).toBe('GET');
  });

  it('an answer slower than timeoutMs is a timeout error', async () => {
    server.use(
      http.get(path, async () => {
        await delay(500);
        return HttpResponse.json(body());
      }),
    );
    const error = await failure(call(makeClient({ timeoutMs: 50 })));
    expect(error.code).toBe('timeout');
  });

  it("rethrows the caller's abort unchanged, so React Query sees a cancellation", async () => {
    server.use(
      http.get(path, async () => {
        await delay(500);
        return HttpResponse.json(body());
      }),
    );
    const controller = new AbortController();
    const pending = call(makeClient(), controller.signal);
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'left the page' });
  });

  it('spec §7: sends the language, the JSON content type and the query', async () => {
    const seen: { language: string | null; type: string | null; query: string }[] = [];
    server.use(
      http.get(path, ({ request }) => {
        seen.push({ language: request.headers.get('accept-language'), type: request.headers.get('content-type'), query: new URL(request.url).search });
        return HttpResponse.json(body());
      }),
    );
    await call(makeClient());
    expect(seen).toEqual([{ language: 'fr', type: 'application/json', query: path === '/api/tenant' ? '' : '?type=faq' }]);
  });
});

describe('spec §7: headers', () => {
  it('sends the current language, read at each call', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get('/api/tenant', ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json({ tenant: fx.tenant });
      }),
    );
    let language: 'fr' | 'en' = 'fr';
    const client = makeClient({ getLanguage: () => language });
    await getTenant(client);
    language = 'en';
    await getTenant(client);
    expect(languages).toEqual(['fr', 'en']);
  });

  it('sends no bearer token on an optional-auth call when none is stored, and takes no guest token for it', async () => {
    const calls: string[] = [];
    server.use(
      http.all('*', ({ request }) => {
        calls.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization')}`);
        return HttpResponse.json({ tenant: fx.tenant });
      }),
    );
    await getTenant(makeClient());
    expect(calls).toEqual(['GET /api/tenant null']);
  });

  it('resolves paths against an absolute API base too', async () => {
    server.use(http.get('https://operator.example.test/v2/tenant', () => HttpResponse.json({ tenant: fx.tenant })));
    await expect(getTenant(makeClient({ apiBaseUrl: 'https://operator.example.test/v2/' }))).resolves.toEqual(fx.tenant);
  });
});

describe('issue 18: a start-up call the page\'s first script already sent (earlyAnswer)', () => {
  it('reads the early answer instead of sending the call again, given the address and headers it would send', async () => {
    let sent = 0;
    server.use(
      http.get('/api/tenant', () => {
        sent += 1;
        return HttpResponse.json({ tenant: fx.tenant });
      }),
    );
    const asked: [string, Record<string, string>][] = [];
    const client = makeClient({}, {
      earlyAnswer: (url, headers) => {
        asked.push([url, headers]);
        return Promise.resolve({ status: 200, text: JSON.stringify({ tenant: { ...fx.tenant, human_name: 'Early' } }) });
      },
    });
    await expect(getTenant(client)).resolves.toMatchObject({ human_name: 'Early' });
    expect(sent).toBe(0);
    expect(asked).toEqual([['/api/tenant', { 'Accept-Language': 'fr', Accept: 'application/json', 'Content-Type': 'application/json' }]]);
  });

  it('sends its own call when there is no early answer for it, and for calls made after the first page', async () => {
    const seen: string[] = [];
    server.use(
      http.get('/api/tenant', () => {
        seen.push('tenant');
        return HttpResponse.json({ tenant: fx.tenant });
      }),
      http.get('/api/custom_contents', () => {
        seen.push('contents');
        return HttpResponse.json({ custom_contents: [] });
      }),
    );
    const asked: string[] = [];
    const client = makeClient({}, {
      earlyAnswer: (url) => {
        asked.push(url);
        return Promise.resolve(undefined);
      },
    });
    await expect(getTenant(client)).resolves.toEqual(fx.tenant);
    await listCustomContents(client, 'faq');
    expect(seen).toEqual(['tenant', 'contents']);
    expect(asked).toEqual(['/api/tenant']);
  });

  it('reads an early error answer as its own (spec §8), and fails as a transport failure when none came', async () => {
    const failed = makeClient({}, { earlyAnswer: () => Promise.resolve({ status: 503, text: '' }) });
    expect((await failure(getTenant(failed))).code).toBe('internal');
    const lost = makeClient({}, { earlyAnswer: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect((await failure(getTenant(lost))).code).toBe('network');
    const late = makeClient({}, { earlyAnswer: () => Promise.reject(new DOMException('signal timed out', 'TimeoutError')) });
    expect((await failure(getTenant(late))).code).toBe('timeout');
  });
});

describe('issue 19: which failures may have done what they asked (a retry checks first)', () => {
  it('no answer, a 5xx or a broken success body: maybe; a refusal: no', async () => {
    const { mayHaveSucceeded } = await import('../src/index.ts');
    expect(mayHaveSucceeded(new ApiError('network'))).toBe(true);
    expect(mayHaveSucceeded(new ApiError('timeout'))).toBe(true);
    expect(mayHaveSucceeded(new ApiError('internal', { status: 502 }))).toBe(true);
    expect(mayHaveSucceeded(new ApiError('invalid_response', { status: 201 }))).toBe(true);
    expect(mayHaveSucceeded(new ApiError('conflict', { status: 409 }))).toBe(false);
    expect(mayHaveSucceeded(new ApiError('payment', { status: 402 }))).toBe(false);
    expect(mayHaveSucceeded(new ApiError('bad_request', { status: 400 }))).toBe(false);
    expect(mayHaveSucceeded(new Error('x'))).toBe(false);
  });
});
