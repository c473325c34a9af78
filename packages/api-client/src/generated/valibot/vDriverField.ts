// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

export const vDriverField = /* @__PURE__ */ v.picklist([
    'first_name',
    'last_name',
    'birthday_time',
    'birthday_location',
    'cell_phone',
    'address_line1',
    'address_line2',
    'address_postal_code',
    'address_locality',
    'address_state',
    'address_country',
    'driving_licence_number',
    'driving_licence_location',
    'driving_licence_obtaining_time',
    'driving_licence_expiration_time'
]);
