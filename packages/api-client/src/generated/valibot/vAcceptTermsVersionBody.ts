// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vId } from './vId.ts';

export const vAcceptTermsVersionBody = /* @__PURE__ */ v.object({
    terms_and_conditions: /* @__PURE__ */ v.object({
        version_id: vId
    })
});
