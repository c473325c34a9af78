import { expect, test } from '@playwright/test';
import { appPath, consentToCookies, signIn, useTenant } from './support.ts';
import { searchQuery, utcAt, withoutWebGL } from './routeTour.ts';

// Issue 19 item 5: no token in a URL, a log or an error report, except the access_token of decision D30 (the allowed
// redirect_uri after signup, e2e/signup.spec.ts). A driver's whole visit is recorded: every request the page makes
// (navigations included), every console message; the tokens are those the API gave, refreshed tokens included.

test('issue 19: a visit from sign-in to booking, the account and a token refresh puts no token in a URL or the console', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await consentToCookies(context, baseURL ?? '');
  await withoutWebGL(page);
  const tokens = new Set<string>();
  const urls: string[] = [];
  const logs: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    const referer = request.headers().referer;
    if (referer) urls.push(referer);
  });
  page.on('console', (message) => logs.push(message.text()));
  page.on('response', async (response) => {
    if (!response.url().endsWith('/oauth2/token') || !response.ok()) return;
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string };
    for (const token of [body.access_token, body.refresh_token]) if (token) tokens.add(token);
  });
  await useTenant(page, 'demo');
  await signIn(page, 'driver@example.com');
  await expect.poll(() => appPath(page)).toBe('/search');

  const search = `search?${searchQuery({ station: '1', start: utcAt(12, 15), end: utcAt(12, 19) })}`;
  for (const path of [search, `${search}&view=booking&vehicleId=1001`, 'account/bookings', 'account/details', 'account/payment-method']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // spec §4: a 401 renews the token once (POST /oauth2/token with the refresh token, in the body).
  let refused = false;
  await page.route(/\/tenants\/demo\/api\/user$/, (route) => {
    if (refused || route.request().method() !== 'GET') return route.fallback();
    refused = true;
    return route.fulfill({ status: 401, json: { code: 'unauthorized', message: 'expired' } });
  });
  const renewed = page.waitForRequest((request) => request.url().endsWith('/oauth2/token') && request.postDataJSON()?.grant_type === 'refresh_token');
  await page.goto('account/privacy');
  await renewed;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // At least the sign-in's pair and the renewed one.
  expect(tokens.size).toBeGreaterThanOrEqual(3);
  expect(urls.length).toBeGreaterThan(20);
  const leaks = [...urls.map((url) => `URL ${url}`), ...logs.map((log) => `console ${log}`)].filter(
    (text) => [...tokens].some((token) => text.includes(token)) || /access_token=|refresh_token=|Bearer /i.test(text),
  );
  expect(leaks).toEqual([]);
});
