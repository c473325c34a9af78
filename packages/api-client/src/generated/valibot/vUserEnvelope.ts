// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vUser } from './vUser.ts';

export const vUserEnvelope = /* @__PURE__ */ v.object({
    user: vUser
});
