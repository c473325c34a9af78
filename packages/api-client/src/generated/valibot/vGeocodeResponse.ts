// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vGeocodeFeature } from './vGeocodeFeature.ts';

/**
 * Matching addresses.
 */
export const vGeocodeResponse = /* @__PURE__ */ v.object({
    features: /* @__PURE__ */ v.array(vGeocodeFeature)
});
