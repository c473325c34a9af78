// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vStation } from './vStation.ts';

/**
 * The stations.
 */
export const vListStationsResponse = /* @__PURE__ */ v.object({
    stations: /* @__PURE__ */ v.array(vStation)
});
