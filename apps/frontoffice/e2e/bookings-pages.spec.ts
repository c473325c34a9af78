import { expect, test } from '@playwright/test';
import { appPath, consentToCookies, restoreSession, useTenant } from './support.ts';

// Issue 31, defect 19 (spec §9 pagination): a list's page belongs in the address, like the search's criteria. The
// page tests of feature-rentals check the pages and their links on a stand-in of the routes; this checks the app's own
// routes (their validateSearch and what they pass to the pages) and the browser's Back button in the built app.

test.beforeEach(async ({ context, baseURL }) => {
  test.slow();
  await consentToCookies(context, baseURL ?? '');
});

test('spec §9 (issue 31, 19): a booking opened from page 2 of the history returns to page 2, by its link and by Back', async ({ page }) => {
  await useTenant(page, 'demo');
  await restoreSession(page, 'demo', 'driver@example.com');
  // The demo driver's history holds one page (6 bookings, 15 a page): every page answers the first one's bookings (the
  // driver's real ones, whose details open) and says the list holds three pages, so that there is a page 2 to open.
  const asked: string[] = [];
  await page.route(/\/user\/rentals\?.*limit=15/, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.searchParams.get('page') ?? '');
    url.searchParams.set('page', '1');
    const response = await route.fetch({ url: url.href });
    const body = (await response.json()) as { meta: { total: number } };
    await route.fulfill({ response, json: { ...body, meta: { ...body.meta, total: 40 } } });
  });
  await page.goto('account/bookings-history');
  const list = page.getByRole('region', { name: 'Réservations terminées' });
  const pages = list.getByRole('navigation', { name: 'Pages : Réservations terminées' });
  await expect(pages.getByRole('button', { name: 'Page 3' })).toBeVisible();
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  await expect.poll(() => asked).toContain('2');
  await expect(list).not.toHaveAttribute('aria-busy', 'true');

  // The booking's address carries the page; its way back returns to it.
  const card = list.getByRole('article').first();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('link', { name: 'Retour à l\'historique' })).toBeVisible();
  expect(appPath(page)).toMatch(/^\/account\/bookings-history\/\d+$/);
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  await page.getByRole('link', { name: 'Retour à l\'historique' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(appPath(page)).toBe('/account/bookings-history');
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');

  // The browser's Back from the booking returns to page 2 too.
  await card.getByRole('link').first().click();
  await expect(page.getByRole('link', { name: 'Retour à l\'historique' })).toBeVisible();
  await page.goBack();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  // A refetch of the list may still be on its way when the test ends.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
