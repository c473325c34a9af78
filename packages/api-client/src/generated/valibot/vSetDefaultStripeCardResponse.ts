// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * Done.
 */
export const vSetDefaultStripeCardResponse = /* @__PURE__ */ v.void();
