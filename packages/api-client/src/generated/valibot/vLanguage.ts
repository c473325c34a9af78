// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * Supported languages (spec §9; French is the default).
 */
export const vLanguage = /* @__PURE__ */ v.picklist(['fr', 'en']);
