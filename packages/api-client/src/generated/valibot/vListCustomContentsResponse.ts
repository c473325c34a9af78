// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vCustomContent } from './vCustomContent.ts';

/**
 * The entries of that type; pages render the first one.
 */
export const vListCustomContentsResponse = /* @__PURE__ */ v.object({
    custom_contents: /* @__PURE__ */ v.array(vCustomContent)
});
