// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * Document kinds (spec §3); `other` is then attached to an additional document.
 */
export const vDocumentType = /* @__PURE__ */ v.picklist([
    'licence_front',
    'licence_back',
    'identity_front',
    'identity_back',
    'selfie',
    'other'
]);
