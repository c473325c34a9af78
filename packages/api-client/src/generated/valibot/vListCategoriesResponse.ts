// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vCategory } from './vCategory.ts';

/**
 * The categories.
 */
export const vListCategoriesResponse = /* @__PURE__ */ v.object({
    categories: /* @__PURE__ */ v.array(vCategory)
});
