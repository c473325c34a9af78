// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * One address suggestion (the demo API's fixtures).
 */
export const vGeocodeFeature = /* @__PURE__ */ v.object({
    label: /* @__PURE__ */ v.string(),
    lat: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(-90), /* @__PURE__ */ v.maxValue(90)),
    long: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(-180), /* @__PURE__ */ v.maxValue(180)),
    place_id: /* @__PURE__ */ v.string(),
    formatted_address: /* @__PURE__ */ v.string()
});
