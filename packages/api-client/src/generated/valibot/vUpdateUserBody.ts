// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vUserUpdate } from './vUserUpdate.ts';

export const vUpdateUserBody = /* @__PURE__ */ v.object({
    user: vUserUpdate
});
