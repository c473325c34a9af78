// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * Versioned Accept header, version 0.3 (spec §7: "some use a versioned Accept header (v0.3 or v0.4)"). The spec
 * shows neither the media type nor which call uses which version: this contract uses
 * `application/vnd.api.v0.3+json` on the account's rental calls.
 *
 */
export const vAcceptV03 = /* @__PURE__ */ v.literal('application/vnd.api.v0.3+json');
