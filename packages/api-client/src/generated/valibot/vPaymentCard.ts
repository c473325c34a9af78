// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vDateTime } from './vDateTime.ts';

/**
 * A payment card (stripe card). The default card is the one with the newest set_as_default_at.
 */
export const vPaymentCard = /* @__PURE__ */ v.object({
    id: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
    brand: /* @__PURE__ */ v.string(),
    country: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    last4: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.regex(/^[0-9]{4}$/)),
    exp_month: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1), /* @__PURE__ */ v.maxValue(12)),
    exp_year: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer()),
    set_as_default_at: /* @__PURE__ */ v.nullish(vDateTime)
});
