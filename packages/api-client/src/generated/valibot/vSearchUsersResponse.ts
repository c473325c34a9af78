// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vUserReference } from './vUserReference.ts';

/**
 * Matching users.
 */
export const vSearchUsersResponse = /* @__PURE__ */ v.object({
    users: /* @__PURE__ */ v.array(vUserReference)
});
