// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * spec §4 (closed group closed, expired, cancelled, refused; in progress check_in, check_out, in_progress, locking; upcoming pending, prepared).
 */
export const vRentalStatus = /* @__PURE__ */ v.picklist([
    'pending',
    'prepared',
    'check_in',
    'check_out',
    'in_progress',
    'locking',
    'closed',
    'expired',
    'cancelled',
    'refused'
]);
