// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vDateTime } from './vDateTime.ts';

/**
 * Modify times (body unwrapped, decision D12).
 */
export const vRentalTimesUpdate = /* @__PURE__ */ v.object({
    reservation_start_time: vDateTime,
    reservation_end_time: vDateTime
});
