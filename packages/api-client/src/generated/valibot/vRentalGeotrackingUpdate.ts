// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * Geotracking toggle (wrapped in rental, decision D12).
 */
export const vRentalGeotrackingUpdate = /* @__PURE__ */ v.object({
    rental: /* @__PURE__ */ v.object({
        geotracking: /* @__PURE__ */ v.boolean()
    })
});
