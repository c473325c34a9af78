// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vCarpoolingResult } from './vCarpoolingResult.ts';

/**
 * The carpoolings.
 */
export const vSearchCarpoolingRentalsResponse = /* @__PURE__ */ v.object({
    carpoolings: /* @__PURE__ */ v.array(vCarpoolingResult)
});
