// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

export const vFuelType = /* @__PURE__ */ v.picklist([
    'electric',
    'gasoline',
    'diesel',
    'gpl',
    'hybrid'
]);
