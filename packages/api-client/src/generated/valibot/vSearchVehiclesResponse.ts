// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vSearchResult } from './vSearchResult.ts';

/**
 * One page of results.
 */
export const vSearchVehiclesResponse = /* @__PURE__ */ v.object({
    total: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(0)),
    results: /* @__PURE__ */ v.array(vSearchResult)
});
