// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * A calendar date `YYYY-MM-DD`. The spec names these fields `*_time` without showing their format.
 */
export const vCalendarDate = /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.isoDate());
