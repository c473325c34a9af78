// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

export const vCreateStripeCardBody = /* @__PURE__ */ v.object({
    stripe_card: /* @__PURE__ */ v.object({
        stripe_setup_intent_id: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
        stripe_payment_method_id: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
    })
});
