// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

export const vVehicleOption = /* @__PURE__ */ v.picklist([
    'airbag',
    'air_conditioning',
    'gps',
    'usb_plug',
    'snow_tire',
    'bluetooth'
]);
