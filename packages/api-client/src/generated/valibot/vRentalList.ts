// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vListMeta } from './vListMeta.ts';
import { vRental } from './vRental.ts';

export const vRentalList = /* @__PURE__ */ v.object({
    rentals: /* @__PURE__ */ v.array(vRental),
    meta: vListMeta
});
