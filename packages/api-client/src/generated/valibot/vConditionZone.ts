// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * A zone of the car on the condition diagram (issue 35; the domain's CONDITION_ZONES).
 */
export const vConditionZone = /* @__PURE__ */ v.picklist([
    'front',
    'windscreen',
    'roof',
    'rear',
    'left',
    'right',
    'wheel_front_left',
    'wheel_front_right',
    'wheel_rear_left',
    'wheel_rear_right',
    'interior'
]);
