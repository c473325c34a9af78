// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vUserReference } from './vUserReference.ts';

/**
 * The user reference.
 */
export const vGetUserByIdResponse = /* @__PURE__ */ v.object({
    user: vUserReference
});
