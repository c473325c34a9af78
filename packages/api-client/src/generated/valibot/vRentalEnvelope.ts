// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vRental } from './vRental.ts';

export const vRentalEnvelope = /* @__PURE__ */ v.object({
    rental: vRental
});
