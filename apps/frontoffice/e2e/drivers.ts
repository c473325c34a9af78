import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { demoControl, restoreSession, type TenantId } from './support.ts';

// A fresh, validated driver with a complete profile, for tests that change an account (account details, faults):
// made through the demo API as a driver would (signup, details, phone confirmed by SMS, validation by the operator),
// so that tests never share state with each other or with other files.

const config = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8')) as {
  oauth: { clientId: string; clientSecret: string };
};

const PROFILES: Partial<Record<TenantId, Record<string, string>>> = {
  demo: {
    first_name: 'Inès',
    last_name: 'Tremblay',
    birthday_time: '1988-09-12',
    birthday_location: 'Sherbrooke',
    address_line1: '1200 Rue Sherbrooke Ouest',
    address_postal_code: 'H3A 1H6',
    address_locality: 'Montréal',
    address_state: 'QC',
    address_country: 'CA',
    driving_licence_number: 'T6352-120988-04',
    driving_licence_location: 'Québec',
    driving_licence_obtaining_time: '2007-05-03',
    driving_licence_expiration_time: '2031-09-12',
  },
};

/** The demo API's outbox (`__demo/outbox`). */
export interface Outbox {
  messages: Array<{ kind: string; to: string; code: string | null }>;
}

/** A driver made by {@link freshDriver}. */
export interface FreshDriver {
  email: string;
  password: string;
  id: number;
  /** Its confirmed mobile number, as the account page shows it (`(514) 555-2345`); its own, see `freshDriver`. */
  phone: string;
}

let serial = 0;

/** A new validated driver of `tenant`, with its details filled, signed in through the stored tokens. */
export async function freshDriver(page: Page, tenant: TenantId): Promise<FreshDriver> {
  serial += 1;
  const email = `account-${Date.now()}-${serial}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'fresh-password-1';
  const base = `/tenants/${tenant}/api`;
  const headers = { 'Accept-Language': 'fr' };
  const token = async (data: Record<string, string>) => {
    const response = await page.request.post(`${base}/oauth2/token`, {
      headers,
      data: { ...data, client_id: config.oauth.clientId, client_secret: config.oauth.clientSecret },
    });
    expect(response.ok(), `token ${data.grant_type}`).toBe(true);
    return ((await response.json()) as { access_token: string }).access_token;
  };
  const guest = await token({ grant_type: 'client_credentials' });
  const created = await page.request.post(`${base}/user`, {
    headers: { ...headers, Authorization: `Bearer ${guest}` },
    data: { user: { email, password, tos_accepted: true } },
  });
  expect(created.ok(), 'signup').toBe(true);
  const { user } = (await created.json()) as { user: { id: number } };
  const member = await token({ grant_type: 'password', username: email, password });
  // A number of its own: parallel tests read the demo API's outbox by number, and a code sent to a shared number
  // could be another test's.
  const line = String(2000 + Math.floor(Math.random() * 8000));
  const profile = PROFILES[tenant] && { ...PROFILES[tenant], cell_phone: `+1514555${line}` };
  if (profile) {
    const auth = { ...headers, Authorization: `Bearer ${member}` };
    const updated = await page.request.put(`${base}/user`, { headers: auth, data: { user: profile } });
    expect(updated.ok(), 'details').toBe(true);
    // The phone confirmed by SMS, as the signup's phone step does: a later change then waits for its own code.
    const phone = profile.cell_phone ?? '';
    expect((await page.request.post(`${base}/user/sms_code`, { headers: auth, data: { sms_code: { cell_phone: phone } } })).ok()).toBe(true);
    const outbox = (await demoControl(page, tenant, `outbox?to=${encodeURIComponent(phone)}`)) as Outbox;
    const code = outbox.messages.filter((m) => m.kind === 'sms' && m.code).at(-1)?.code ?? '';
    expect((await page.request.put(`${base}/user/sms_code`, { headers: auth, data: { sms_code: { code } } })).ok(), 'phone confirmed').toBe(true);
  }
  await demoControl(page, tenant, `drivers/${encodeURIComponent(email)}/validate`, {});
  await restoreSession(page, tenant, email, password);
  // The welcome dialog (decision D19) is about something else: seen by this account too.
  await page.evaluate((id) => {
    const seen = window.localStorage.getItem('welcome_seen');
    window.localStorage.setItem('welcome_seen', seen ? `${seen},${id}` : String(id));
  }, user.id);
  return { email, password, id: user.id, phone: `(514) 555-${line}` };
}

