// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vStation } from './vStation.ts';

/**
 * The station.
 */
export const vGetStationResponse = /* @__PURE__ */ v.object({
    station: vStation
});
