// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * spec §3 writes semi-automatic, the search filter semi_automatic (spec §9); the server value is semi_automatic.
 */
export const vGearsType = /* @__PURE__ */ v.picklist([
    'automatic',
    'manual',
    'semi_automatic'
]);
