// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vTenant } from './vTenant.ts';

/**
 * The tenant.
 */
export const vGetTenantResponse = /* @__PURE__ */ v.object({
    tenant: vTenant
});
