/**
 * The demo tenants shipped with the product. Each folder `tenants/<id>/` holds one operator's fixtures:
 * settings, theme tokens, logo and favicon, contents and demo data.
 */
export const tenantIds = ['demo', 'cityshare', 'fleetco', 'campus', 'minimal'] as const;

/** A demo tenant's id. */
export type TenantId = (typeof tenantIds)[number];

/** The tenant served when none is named (`DEMO_TENANT` / `TENANT`). */
export const defaultTenantId: TenantId = 'demo';

/** Whether a string names one of the demo tenants. */
export function isTenantId(value: string): value is TenantId {
  return (tenantIds as readonly string[]).includes(value);
}
