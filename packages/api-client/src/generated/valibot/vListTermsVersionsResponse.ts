// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vTermsVersion } from './vTermsVersion.ts';

/**
 * The versions (with current=true, the one in force).
 */
export const vListTermsVersionsResponse = /* @__PURE__ */ v.object({
    terms_and_conditions_versions: /* @__PURE__ */ v.array(vTermsVersion)
});
