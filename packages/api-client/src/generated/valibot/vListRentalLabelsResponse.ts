// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vRentalLabel } from './vRentalLabel.ts';

/**
 * The rental labels.
 */
export const vListRentalLabelsResponse = /* @__PURE__ */ v.object({
    rental_labels: /* @__PURE__ */ v.array(vRentalLabel)
});
