// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * Client signup steps (spec §2, §4) as the tenant lists them.
 */
export const vRegistrationStep = /* @__PURE__ */ v.picklist([
    'registration',
    'personal_details',
    'phone_number',
    'license_details',
    'driver_license',
    'id_document',
    'selfie_document',
    'other_document',
    'credit_card'
]);
