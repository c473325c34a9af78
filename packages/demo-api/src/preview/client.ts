// The page's side of a tenant preview's controls (issue 20, decision D38): what the switch panel calls. The demo API
// itself runs in the preview's service worker; this module holds no part of it (types only), so the page's bundle
// stays free of the demo API's code.
import type { Tenant } from '../core/model.ts';
import type { PreviewSettingsAnswer } from './host.ts';

export type { PreviewSettingsAnswer } from './host.ts';

async function call(url: string, init?: RequestInit): Promise<PreviewSettingsAnswer> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as PreviewSettingsAnswer;
}

/**
 * The tenant's fixture settings and the settings in force.
 * @param apiBase the front office's API base (config.json `apiBaseUrl`)
 */
export function readPreviewSettings(apiBase: string): Promise<PreviewSettingsAnswer> {
  return call(`${apiBase.replace(/\/+$/, '')}/__demo/preview`);
}

/**
 * Changes settings of the tenant (`GET /tenant` answers them from then on).
 * @param apiBase the front office's API base
 * @param settings the settings to change
 * @param from `current` changes the settings in force; `fixture` starts from the tenant's fixtures (a shared link)
 */
export function changePreviewSettings(apiBase: string, settings: Partial<Tenant>, from: 'current' | 'fixture' = 'current'): Promise<PreviewSettingsAnswer> {
  return call(`${apiBase.replace(/\/+$/, '')}/__demo/preview/settings`, { method: 'PUT', body: JSON.stringify({ settings, from }) });
}

/**
 * Returns to the tenant's fixtures: its settings only, or all the demo data (accounts, bookings, sessions).
 * @param apiBase the front office's API base
 * @param scope what to reset
 */
export function resetPreview(apiBase: string, scope: 'settings' | 'all'): Promise<PreviewSettingsAnswer> {
  return call(`${apiBase.replace(/\/+$/, '')}/__demo/preview/reset`, { method: 'POST', body: JSON.stringify({ scope }) });
}
