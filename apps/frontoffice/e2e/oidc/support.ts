// issue 36: helpers of the single sign-on specs that meet the e2e run's OpenID provider (provider.mjs).
import { expect, type Page } from '@playwright/test';
import { demoControl, type TenantId } from '../support.ts';
import { ACCOUNT_PASSWORD, CODE_CLIENT_ID, IMPLICIT_CLIENT_ID, oidcIssuer } from './settings.mjs';

export { ACCOUNT_PASSWORD, CODE_CLIENT_ID, IMPLICIT_CLIENT_ID, SCOPE, callbackUrl, frontOfficeOrigin, oidcIssuer, postLogoutUrl } from './settings.mjs';

/**
 * Makes a tenant's demo API trust the provider's id tokens for both clients (`POST __demo/openid/issuers`: the demo
 * API reads the provider's keys once, from its discovery document). Safe to call from every test: it replaces the
 * same registration. A `POST __demo/reset` of the tenant forgets it.
 */
export async function trustOidcProvider(page: Page, tenant: TenantId = 'fleetco') {
  await demoControl(page, tenant, 'openid/issuers', { issuer: oidcIssuer(), clients: [CODE_CLIENT_ID, IMPLICIT_CLIENT_ID] });
}

/** Signs in on the provider's own page (the driver's credentials are the demo API's). */
export async function signInAtProvider(page: Page, email: string, password: string = ACCOUNT_PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
