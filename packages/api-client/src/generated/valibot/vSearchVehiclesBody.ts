// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vVehicleSearch } from './vVehicleSearch.ts';

export const vSearchVehiclesBody = /* @__PURE__ */ v.object({
    search: vVehicleSearch
});
