// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * spec §9 (a kilometre is 1000 m, a mile 1609.344 m; default km).
 */
export const vDistanceUnit = /* @__PURE__ */ v.picklist(['km', 'mi']);
