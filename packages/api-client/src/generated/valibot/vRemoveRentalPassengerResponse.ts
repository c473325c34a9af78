// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * Removed.
 */
export const vRemoveRentalPassengerResponse = /* @__PURE__ */ v.void();
