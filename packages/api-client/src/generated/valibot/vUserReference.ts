// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vId } from './vId.ts';

/**
 * Another user as seen by a driver (a passenger is identified by e-mail, spec §3).
 */
export const vUserReference = /* @__PURE__ */ v.object({
    id: vId,
    email: /* @__PURE__ */ v.string(),
    first_name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    last_name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string())
});
