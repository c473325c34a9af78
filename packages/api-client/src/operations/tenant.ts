import { DEFAULT_TIMEZONE } from '@frontoffice/domain';
import type { ApiClient, CallOptions } from '../client.ts';
import {
  vGetTenantResponse,
  vListCustomContentsResponse,
  vListTermsVersionsResponse,
} from '../generated/valibot.ts';
import type {
  CustomContent,
  Tenant,
  TermsVersion,
} from '../types.ts';

/**
 * `GET /tenant`: the tenant settings (spec §1, §3), loaded at start-up; works before any token is stored.
 * @param client the API client
 */
export async function getTenant(client: ApiClient, options: CallOptions = {}): Promise<Tenant> {
  const body = await client.request({
    method: 'GET',
    path: '/tenant',
    auth: 'optional',
    schema: vGetTenantResponse,
    signal: options.signal,
    beforeInteractive: true,
  });
  const { tenant } = body;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: tenant.timezone });
  } catch (error) {
    // Decision D32: a time zone the browser does not know (the validator cannot tell) is treated as absent.
    client.config.report?.(error as Error);
    tenant.timezone = DEFAULT_TIMEZONE;
  }
  return tenant;
}

/**
 * `GET /custom_contents?type=`: tenant content of one type (faq, contact, pricing, welcome, or a custom page type;
 * decision D5). Works before any token is stored.
 * @param type the content type
 */
export async function listCustomContents(client: ApiClient, type: string, options: CallOptions = {}): Promise<CustomContent[]> {
  const body = await client.request({
    method: 'GET',
    path: '/custom_contents',
    query: { type },
    auth: 'optional',
    schema: vListCustomContentsResponse,
    signal: options.signal,
  });
  return body.custom_contents;
}

/**
 * `GET /terms_and_conditions_versions?current=true`: the terms in force (the first entry), or undefined when there is none.
 */
export async function getCurrentTermsVersion(client: ApiClient, options: CallOptions = {}): Promise<TermsVersion | undefined> {
  const body = await client.request({
    method: 'GET',
    path: '/terms_and_conditions_versions',
    query: { current: true },
    auth: 'optional',
    schema: vListTermsVersionsResponse,
    signal: options.signal,
  });
  return body.terms_and_conditions_versions[0];
}
