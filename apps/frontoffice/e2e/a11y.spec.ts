import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { consentToCookies, restoreSession, useTenant, type TenantId } from './support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
});

/** WCAG 2.1 A and AA rules of axe; the violations are listed by rule, impact and the elements concerned. */
async function violations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder.include(include);
  const { violations: found } = await builder.analyze();
  return found.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [tenant, lang] of [['demo', 'fr'], ['cityshare', 'en']] as Array<[TenantId, string]>) {
  test(`accessibility: the landing and login page of ${tenant} (${lang}) has no WCAG A/AA violation`, async ({ page }) => {
    await page.addInitScript((lng) => window.localStorage.setItem('lng', lng), lang);
    await useTenant(page, tenant);
    await page.goto('login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`accessibility: the open drawer menu of ${tenant} (${lang}) has no WCAG A/AA violation and closes with Escape`, async ({ page }) => {
    await page.addInitScript((lng) => window.localStorage.setItem('lng', lng), lang);
    await useTenant(page, tenant);
    await restoreSession(page, tenant, 'driver@example.com');
    // Any page of the app frame has the menu; the FAQ is lighter than the map.
    await page.goto('faqs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const open = page.getByRole('button', { name: lang === 'fr' ? 'Ouvrir le menu' : 'Open the menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: lang === 'fr' ? 'Menu principal' : 'Main menu' });
    await expect(menu).toBeVisible();
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(open).toBeFocused();
  });
}
