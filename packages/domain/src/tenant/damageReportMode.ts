import type { TenantRules } from './tenantRules.ts';

/**
 * How a tenant treats condition reports (decision D47): `damage_report_mode` (spec §3) missing, `null`, `none`,
 * `disabled` or any unknown value → none.
 *
 * A module of its own, without the booking rules (`rentals/condition.ts`): the app frame reads the mode on every page
 * (what the offline support keeps), and the booking rules import the date library (luxon, some 20 kB compressed),
 * which came into the frame's chunk with them and before every help page's largest paint (issue 32).
 */
export type DamageReportMode = 'none' | 'optional' | 'required';

/** The tenant's mode (decision D47): only `optional` and `required` (any case) turn reports on. */
export function damageReportModeOf(tenant: Pick<TenantRules, 'damage_report_mode'>): DamageReportMode {
  const value = typeof tenant.damage_report_mode === 'string' ? tenant.damage_report_mode.trim().toLowerCase() : '';
  return value === 'optional' || value === 'required' ? value : 'none';
}
