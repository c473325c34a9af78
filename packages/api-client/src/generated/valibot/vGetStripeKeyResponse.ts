// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * The publishable key.
 */
export const vGetStripeKeyResponse = /* @__PURE__ */ v.object({
    stripe_key: /* @__PURE__ */ v.object({
        public: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
    })
});
