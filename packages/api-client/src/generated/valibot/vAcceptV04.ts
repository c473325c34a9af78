// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * Versioned Accept header, version 0.4 (spec §7). The spec shows neither the media type nor which call uses
 * which version: this contract uses `application/vnd.api.v0.4+json` on the vehicle and carpooling searches and
 * the vehicle details.
 *
 */
export const vAcceptV04 = /* @__PURE__ */ v.literal('application/vnd.api.v0.4+json');
